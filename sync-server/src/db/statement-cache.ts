import type Database from 'better-sqlite3';

/** Enough for every distinct query the server builds in steady state; the rest come and go. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as drizzle should see it: `prepare` hands back one native statement per SQL text
 * instead of compiling a new one for every query drizzle runs (an insert into a table with version
 * triggers compiles to a long program; docs/decisions/0016-statement-cache.md).
 *
 * A statement is shared by every query with the same text. That is safe for drizzle: it runs a
 * statement to completion before the next query starts (`run`, `get`, `all`; never `iterate`), and
 * only switches it into raw (array) mode, which a cache hit switches back off. Everything else on the
 * connection (transactions, pragmas, `inTransaction`) is the connection itself, by prototype.
 */
export function withStatementCache(
  sqlite: Database.Database,
  maxSize = STATEMENT_CACHE_SIZE,
): Database.Database & { cachedStatements(): number } {
  const cache = new Map<string, Database.Statement>();
  const client = Object.create(sqlite) as Database.Database & { cachedStatements(): number };
  client.prepare = ((source: string) => {
    const hit = cache.get(source);
    if (hit) {
      // Most recently used last, so the first key is the one to evict.
      cache.delete(source);
      cache.set(source, hit);
      if (hit.reader) hit.raw(false);
      return hit;
    }
    const stmt = sqlite.prepare(source);
    cache.set(source, stmt);
    if (cache.size > maxSize) cache.delete(cache.keys().next().value as string);
    return stmt;
  }) as Database.Database['prepare'];
  client.cachedStatements = () => cache.size;
  return client;
}
