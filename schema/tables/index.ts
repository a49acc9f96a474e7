/**
 * The data model (docs/architecture.md §2), sync bookkeeping included (trackingToken, version, tombstones).
 * Column names become snake_case in SQLite through drizzle's `casing: 'snake_case'`.
 * `version` is stamped by triggers (see the custom migration) from one server-wide counter,
 * so every write, cascades included, is visible to sync pull without the writer remembering it.
 */

export * from './billing';
export * from './customers';
export * from './messages';
export * from './photos';
export * from './schedule';
export * from './self-service';
export * from './staff';
export * from './sync';
