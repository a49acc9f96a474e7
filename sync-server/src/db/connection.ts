import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as tables from '../../../schema/tables';
import { withStatementCache } from './statement-cache';

/**
 * `$client` is the SQLite connection (seen through the statement cache), for the few statements that skip
 * the ORM (docs/decisions/0007-raw-sql-on-hot-paths.md).
 */
export type Orm = BetterSQLite3Database<typeof tables> & { $client: Database.Database };

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');
export const DB_FILE_NAME = 'bin-valet.sqlite';

/**
 * The one data-access handle. Every write goes through `write`, one SQLite transaction; the version
 * triggers stamp each changed row and leave tombstones, and listeners hear the new version after commit.
 */
export interface Store {
  orm: Orm;
  sqlite: Database.Database;
  file: string;
  write<T>(fn: (db: Orm) => T): T;
  currentVersion(): number;
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

  const versionStmt = sqlite.prepare('SELECT version FROM sync_state WHERE id = 1');
  const currentVersion = () => (versionStmt.get() as { version: number } | undefined)?.version ?? 0;
  const listeners = new Set<(version: number) => void>();

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
