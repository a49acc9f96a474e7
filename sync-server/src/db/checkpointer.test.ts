import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { startServer } from '../server';
import { type Checkpointer, FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer';
import { DB_FILE_NAME, openStore, type Store } from './connection';

const autocheckpoint = (store: Store) => store.sqlite.pragma('wal_autocheckpoint', { simple: true });

async function until(check: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('startCheckpointer', () => {
  let dir = '';
  let store: Store | undefined;
  let checkpointer: Checkpointer | undefined;

  const open = () => {
    dir = mkdtempSync(join(tmpdir(), 'bv-ckpt-'));
    store = openStore(join(dir, DB_FILE_NAME));
    store.sqlite.exec('CREATE TABLE filler (v TEXT NOT NULL)');
    return store;
  };
  const fill = (s: Store, rows: number) => {
    const insert = s.sqlite.prepare('INSERT INTO filler (v) VALUES (?)');
    s.sqlite.transaction(() => {
      for (let i = 0; i < rows; i++) insert.run('x'.repeat(1000));
    })();
  };

  afterEach(async () => {
    await checkpointer?.stop();
    checkpointer = undefined;
    if (store?.sqlite.open) store.close();
    store = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the WAL into the database from its own thread, on its timer', async () => {
    const s = open();
    const dbFile = join(dir, DB_FILE_NAME);
    const sizeBefore = statSync(dbFile).size;
    checkpointer = startCheckpointer(s, { intervalMs: 20 });
    fill(s, 400);
    const c = checkpointer;
    await until(() => c.checkpoints() > 0);
    // The pages reached the database file, and nothing is left to copy.
    expect(statSync(dbFile).size).toBeGreaterThan(sizeBefore + 300 * 1000);
    const result = await c.checkpoint();
    expect(result.busy).toBe(0);
    expect(result.checkpointed).toBe(result.log);
  });

  it('lets the WAL start over once a checkpoint has copied everything', async () => {
    const s = open();
    checkpointer = startCheckpointer(s, { intervalMs: 60_000 });
    fill(s, 400);
    const first = await checkpointer.checkpoint();
    expect(first.log).toBeGreaterThan(100);
    expect(first.checkpointed).toBe(first.log);
    fill(s, 1);
    const second = await checkpointer.checkpoint();
    expect(second.log).toBeLessThan(10);
  });

  it('keeps the server connection from checkpointing on commit while it runs, and hands it back', async () => {
    const s = open();
    expect(autocheckpoint(s)).toBe(1000);
    checkpointer = startCheckpointer(s);
    expect(autocheckpoint(s)).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    await checkpointer.stop();
    expect(autocheckpoint(s)).toBe(1000);
    await expect(checkpointer.checkpoint()).rejects.toThrow('not running');
  });

  it('hands checkpoints back to the connection when the worker cannot start', async () => {
    const s = open();
    const errors: Error[] = [];
    checkpointer = startCheckpointer(s, { file: join(dir, 'missing.sqlite'), onError: (e) => errors.push(e) });
    await until(() => autocheckpoint(s) === 1000);
    expect(errors).toHaveLength(1);
  });

  it('stops cleanly: the last connection to close checkpoints everything and removes the WAL', async () => {
    const s = open();
    checkpointer = startCheckpointer(s, { intervalMs: 60_000 });
    fill(s, 200);
    expect(existsSync(join(dir, `${DB_FILE_NAME}-wal`))).toBe(true);
    await checkpointer.stop();
    s.close();
    expect(existsSync(join(dir, `${DB_FILE_NAME}-wal`))).toBe(false);
    const reopened = openStore(join(dir, DB_FILE_NAME));
    expect(reopened.sqlite.prepare('SELECT count(*) AS n FROM filler').get()).toEqual({ n: 200 });
    reopened.close();
  });
});

describe('startServer runs the checkpointer', () => {
  it('checkpoints while serving and shuts down with the WAL removed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bv-ckpt-server-'));
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'admin-pass-123',
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_REQUESTS: '0',
      });
      const running = await startServer(config);
      expect(autocheckpoint(running.store)).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
      running.store.sqlite.exec("CREATE TABLE filler (v TEXT); INSERT INTO filler VALUES ('x')");
      const result = await running.checkpointer.checkpoint();
      expect(result.checkpointed).toBe(result.log);
      await running.close();
      expect(running.store.sqlite.open).toBe(false);
      expect(existsSync(join(dataDir, `${DB_FILE_NAME}-wal`))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
