import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tables } from '@bin-valet/schema';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { SQL_CURRENT_VERSION, SQL_DATABASE_EPOCH } from './raw-sql';
import { withStatementCache } from './statement-cache';

/**
 * `$client` is the SQLite connection (seen through the statement cache), for the few statements that skip
 * the ORM (docs/decisions/0007-raw-sql-on-hot-paths.md).
 */
export type Orm = BetterSQLite3Database<typeof tables> & { $client: Database.Database };

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');
export const DB_FILE_NAME = 'bin-valet.sqlite';

/**
 * The one data-access handle, one per database file; how the parts are meant to be used:
 * - reads go through `orm` (drizzle); the few statements that skip the ORM are in db/raw-sql/,
 *   prepared once per store on `orm.$client` (docs/decisions/0007-raw-sql-on-hot-paths.md);
 * - every write goes through `write`: one SQLite transaction (a nested call joins the outer one); the
 *   version triggers stamp each changed row and leave tombstones, and `onCommit` listeners hear the
 *   new version once the outermost transaction committed;
 * - `sqlite` is the bare connection, for what is not a query: pragmas, the checkpoint worker's
 *   settings, backups, and a read transaction spanning several queries (sync/pull.ts).
 */
export interface Store {
  /** drizzle over the connection, with the statement cache (docs/decisions/0016-statement-cache.md). */
  orm: Orm;
  /** The bare connection: pragmas, backups, read transactions; no SQL text outside db/raw-sql/. */
  sqlite: Database.Database;
  /** The database file (`:memory:` in some tests). */
  file: string;
  /** Runs `fn` in one transaction and returns its result; a throw rolls everything back. */
  write<T>(fn: (db: Orm) => T): T;
  /** The server-wide version: the highest stamped on any row so far. */
  currentVersion(): number;
  /** The database epoch: 0 until a restore, then a new number per restore (read at open). */
  epoch: number;
  /** Called with the new version after each commit that changed it; returns the unsubscribe. */
  onCommit(listener: (version: number) => void): () => void;
  close(): void;
}

/**
 * The database holds password hashes and customers' addresses: only the server's user may read it.
 * SQLite gives its -wal and -shm files the mode of the database file, so creating that 0600 (and
 * tightening one made by an older version) covers all three.
 */
export function restrictDbFiles(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(f)) chmodSync(f, 0o600);
    } catch (err) {
      // A file owned by another user that we may still write: tightening it is theirs to do.
      if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
    }
  }
}

export function openStore(file: string): Store {
  if (file !== ':memory:') restrictDbFiles(file);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const orm = drizzle(withStatementCache(sqlite), { schema: tables, casing: 'snake_case' });
  migrate(orm, { migrationsFolder: MIGRATIONS_DIR });

  const versionStmt = sqlite.prepare(SQL_CURRENT_VERSION);
  const currentVersion = () => (versionStmt.get() as { version: number } | undefined)?.version ?? 0;
  const listeners = new Set<(version: number) => void>();
  const epoch = (sqlite.prepare(SQL_DATABASE_EPOCH).get() as { version: number } | undefined)?.version ?? 0;

  return {
    orm,
    sqlite,
    file,
    write<T>(fn: (db: Orm) => T): T {
      const before = currentVersion();
      const result = sqlite.transaction(() => fn(orm))();
      if (!sqlite.inTransaction) {
        const after = currentVersion();
        if (after !== before) for (const l of listeners) l(after);
      }
      return result;
    },
    currentVersion,
    epoch,
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      sqlite.close();
    },
  };
}
