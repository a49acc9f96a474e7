import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { putTasks } from '../db/tasks';
import { clearLocalData, localDataCleared } from './session-hooks';
import { task } from './test-rows';

describe('sign-out and the next sign-in', () => {
  it('the next sign-in waits until a sign-out held up behind a write has emptied the local tables', async () => {
    await putTasks(db, [task(1), task(2)]);
    let released = false;
    // A sync write already under way holds the tables while it keeps working in them.
    const write = db.transaction('rw', db.tables, async () => {
      while (!released) await db.meta.put({ key: 'held', value: String(Date.now()) });
    });
    void clearLocalData();
    let signedInReady = false;
    const ready = localDataCleared().then(() => {
      signedInReady = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(signedInReady).toBe(false);
    released = true;
    await write;
    await ready;
    expect(await db.meta.count()).toBe(0);
    expect(await db.taskDays.count()).toBe(0);
  });

  it('does not hold up a sign-in when nothing was cleared, or the clearing failed', async () => {
    await expect(localDataCleared()).resolves.toBeUndefined();
  });
});
