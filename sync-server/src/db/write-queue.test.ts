import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './connection';
import { queuedWrite, WRITE_SLICE_MS } from './write-queue';

let dir: string;
let store: Store;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bv-queue-'));
  store = openStore(join(dir, 'test.sqlite'));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const addEmployee = (username: string) => (db: Store['orm']) =>
  Number(
    db.$client
      .prepare("INSERT INTO employees (username, password_hash, created_at, updated_at) VALUES (?, 'x', 'now', 'now')")
      .run(username).lastInsertRowid,
  );
const usernames = () =>
  (store.sqlite.prepare('SELECT username FROM employees ORDER BY id').pluck().all() as string[]).filter((u) =>
    u.startsWith('q-'),
  );
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
};

describe('queuedWrite', () => {
  it('runs the writes in the order they were handed in, each committed before it answers', async () => {
    const commits: number[] = [];
    store.onCommit((version) => commits.push(version));
    const ids = await Promise.all(['q-1', 'q-2', 'q-3'].map((name) => queuedWrite(store, addEmployee(name))));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(usernames()).toEqual(['q-1', 'q-2', 'q-3']);
    // One transaction each: a refusal in one push can never undo another crew's changes.
    expect(commits).toHaveLength(3);
  });

  it('rolls back and rejects only the write that failed', async () => {
    const before = queuedWrite(store, addEmployee('q-before'));
    const failing = queuedWrite(store, (db) => {
      addEmployee('q-half-written')(db);
      throw new Error('refused');
    });
    const after = queuedWrite(store, addEmployee('q-after'));
    await expect(failing).rejects.toThrow('refused');
    await expect(before).resolves.toBeGreaterThan(0);
    await expect(after).resolves.toBeGreaterThan(0);
    expect(usernames()).toEqual(['q-before', 'q-after']);
  });

  it('lets the server read new requests between slices of queued writes', async () => {
    let ran = 0;
    const writes = Array.from({ length: 10 }, (_, i) =>
      queuedWrite(store, (db) => {
        busy(WRITE_SLICE_MS / 2);
        ran++;
        return addEmployee(`q-${i}`)(db);
      }),
    );
    // Queued after the first slice was scheduled: runs once that slice yields, not after all ten.
    const ranWhenYielded = await new Promise<number>((resolve) => setImmediate(() => resolve(ran)));
    await Promise.all(writes);
    expect(ranWhenYielded).toBeGreaterThan(0);
    expect(ranWhenYielded).toBeLessThan(10);
    expect(usernames()).toHaveLength(10);
  });
});
