import { randomInt } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../db/connection';
import { SQL_DATABASE_EPOCH, SQL_SET_DATABASE_EPOCH } from '../db/raw-sql';

/** Random, never 0 (the never-restored epoch) and never the backup's own. */
function newEpoch(db: Database.Database): number {
  const old = (db.prepare(SQL_DATABASE_EPOCH).get() as { version: number } | undefined)?.version ?? 0;
  for (;;) {
    const epoch = randomInt(1, 2 ** 47);
    if (epoch !== old) return epoch;
  }
}

/**
 * One-file backups: SQLite's online backup API copies a consistent snapshot of the live database
 * (safe while the server writes), and the uploaded photos ride along inside the copy in a side
 * table, so a backup is a single file that `restore` turns back into a DATA_DIR.
 */
const PHOTOS_TABLE = '__backup_photos';
const META_TABLE = '__backup_meta';
const PHOTO_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;

export interface BackupResult {
  file: string;
  version: number;
  photos: number;
  bytes: number;
}

export async function backupDataDir(dataDir: string, outFile: string): Promise<BackupResult> {
  const source = join(dataDir, DB_FILE_NAME);
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  mkdirSync(dirname(outFile), { recursive: true });
  const partial = `${outFile}.partial`;
  rmSync(partial, { force: true });
  // Created 0600 before SQLite writes into it, so no copy is ever readable by others.
  closeSync(openSync(partial, 'w', 0o600));
  const src = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // One step: in WAL mode the copy reads one snapshot without blocking writers, and it cannot be
    // restarted forever by a busy writer the way a page-by-page backup can.
    await src.backup(partial, { progress: () => 1_000_000_000 });
  } finally {
    src.close();
  }
  const copy = new Database(partial);
  let photos = 0;
  let version = 0;
  try {
    copy.exec(`CREATE TABLE ${PHOTOS_TABLE} (name TEXT PRIMARY KEY, data BLOB NOT NULL);
               CREATE TABLE ${META_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL);`);
    const photoDir = join(dataDir, 'photos');
    const insert = copy.prepare(`INSERT INTO ${PHOTOS_TABLE} (name, data) VALUES (?, ?)`);
    const names = existsSync(photoDir) ? readdirSync(photoDir).filter((n) => PHOTO_NAME.test(n)) : [];
    copy.transaction(() => {
      for (const name of names) {
        try {
          insert.run(name, readFileSync(join(photoDir, name)));
          photos++;
        } catch {
          // a photo replaced (deleted) while we copied: the database no longer points at it
        }
      }
      version = (copy.prepare('SELECT version FROM sync_state WHERE id = 1').get() as { version: number }).version;
      copy
        .prepare(`INSERT INTO ${META_TABLE} (key, value) VALUES ('createdAt', ?), ('version', ?)`)
        .run(new Date().toISOString(), String(version));
    })();
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  // A backup holds everything the database does: only the server's user may read it.
  chmodSync(partial, 0o600);
  renameSync(partial, outFile);
  return { file: outFile, version, photos, bytes: readFileSync(outFile).byteLength };
}

/** Replaces DATA_DIR's database and photos with a backup. The server must be stopped. */
export function restoreDataDir(backupFile: string, dataDir: string) {
  if (!existsSync(backupFile)) throw new Error(`No backup at ${backupFile}`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const staged = join(dataDir, `${DB_FILE_NAME}.restoring`);
  rmSync(staged, { force: true });
  writeFileSync(staged, readFileSync(backupFile), { mode: 0o600 });
  const db = new Database(staged);
  let photos = 0;
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The backup is damaged: ${String(check)}`);
    const hasPhotos = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(PHOTOS_TABLE);
    if (hasPhotos) {
      const photoDir = join(dataDir, 'photos');
      mkdirSync(photoDir, { recursive: true, mode: 0o700 });
      for (const row of db.prepare(`SELECT name, data FROM ${PHOTOS_TABLE}`).iterate() as Iterable<{
        name: string;
        data: Buffer;
      }>) {
        if (!PHOTO_NAME.test(row.name)) continue;
        writeFileSync(join(photoDir, row.name), row.data, { mode: 0o600 });
        photos++;
      }
    }
    db.exec(`DROP TABLE IF EXISTS ${PHOTOS_TABLE}; DROP TABLE IF EXISTS ${META_TABLE};`);
    // A new epoch: phones whose cursor is of the database before the restore start their pull again.
    db.prepare(SQL_SET_DATABASE_EPOCH).run(newEpoch(db));
  } catch (err) {
    db.close();
    rmSync(staged, { force: true });
    throw err;
  }
  db.close();
  const target = join(dataDir, DB_FILE_NAME);
  rmSync(`${target}-wal`, { force: true });
  rmSync(`${target}-shm`, { force: true });
  renameSync(staged, target);
  return { photos };
}
