import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE_NAME, openStore } from '../db/connection';
import { backupDataDir, restoreDataDir } from './backup';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'bv-backup-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const addCustomer = (db: Database.Database, i: number) =>
  db
    .prepare(
      "INSERT INTO signups (name, address, zip_code, phone, email, tracking_token, created_at) VALUES (?, '1 W Raye St', '98199', '2065550100', 'a@b.co', ?, 'now')",
    )
    .run(`Customer ${i}`, `token-${i}`);

describe('backup and restore', () => {
  it('copies a consistent database and its photos while writes continue, and restores every committed change', async () => {
    const dataDir = tmp();
    const store = openStore(join(dataDir, DB_FILE_NAME));
    for (let i = 0; i < 2000; i++) addCustomer(store.sqlite, i);
    mkdirSync(join(dataDir, 'photos'));
    const photo = `${'a'.repeat(32)}.png`;
    writeFileSync(join(dataDir, 'photos', photo), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));

    // A second connection keeps writing while the backup runs, as the live server would.
    const writer = new Database(join(dataDir, DB_FILE_NAME));
    let next = 2000;
    let writing = true;
    const loop = (async () => {
      while (writing) {
        addCustomer(writer, next++);
        await new Promise((r) => setImmediate(r));
      }
    })();
    const committedBefore = next;
    const out = join(tmp(), 'backup.sqlite');
    const result = await backupDataDir(dataDir, out);
    writing = false;
    await loop;
    writer.close();
    store.close();
    expect(result.photos).toBe(1);

    const restoredDir = tmp();
    expect(restoreDataDir(out, restoredDir).photos).toBe(1);
    const restored = openStore(join(restoredDir, DB_FILE_NAME));
    expect(restored.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    const names = new Set(
      (restored.sqlite.prepare('SELECT name FROM signups').all() as { name: string }[]).map((r) => r.name),
    );
    for (let i = 0; i < committedBefore; i++) expect(names.has(`Customer ${i}`)).toBe(true);
    expect(restored.currentVersion()).toBe(result.version);
    expect(readFileSync(join(restoredDir, 'photos', photo))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    const leftovers = restored.sqlite.prepare("SELECT name FROM sqlite_master WHERE name LIKE '__backup%'").all();
    expect(leftovers).toEqual([]);
    restored.close();
  });

  it('refuses a damaged backup and leaves the data directory alone', () => {
    const dataDir = tmp();
    const store = openStore(join(dataDir, DB_FILE_NAME));
    addCustomer(store.sqlite, 1);
    store.close();
    const bad = join(tmp(), 'bad.sqlite');
    writeFileSync(bad, 'this is not a database');
    expect(() => restoreDataDir(bad, dataDir)).toThrow();
    const again = openStore(join(dataDir, DB_FILE_NAME));
    expect((again.sqlite.prepare('SELECT count(*) AS n FROM signups').get() as { n: number }).n).toBe(1);
    again.close();
  });
});
