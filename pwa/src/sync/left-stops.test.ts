import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinValetDb } from '../db/database';
import { getTask } from '../db/tasks';
import { applyPullPage } from './apply';
import { enqueue } from './local-mutations';
import { assignment, page, task } from './test-rows';

/** A stop given to someone else while a change on it waits here: kept and marked until it is sent. */

let db: BinValetDb;
beforeEach(async () => {
  db = new BinValetDb(`left-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(() => db.delete());

describe('a stop leaving the working set', () => {
  it('stays, marked reassigned and with the crew’s change on it, until that change is answered', async () => {
    await applyPullPage(db, page({ tasks: [task(1), task(2)], taskAssignments: [assignment(10, 1)] }));
    await enqueue(db, 'addTaskNote', { taskId: 1, text: 'Side gate' });
    await applyPullPage(
      db,
      page({}, [
        { table: 'tasks', id: 1 },
        { table: 'tasks', id: 2 },
      ]),
    );
    expect(await getTask(db, 2)).toBeUndefined();
    const kept = await getTask(db, 1);
    expect(kept?.leftWorkingSet).toBe(true);
    expect(kept?.notes).toContain('Side gate');
    // The push answered it: the next page lets the stop go.
    await db.outbox.clear();
    await applyPullPage(db, page({}));
    expect(await getTask(db, 1)).toBeUndefined();
  });

  it('is not taken away later if it came back to this phone meanwhile', async () => {
    await applyPullPage(db, page({ tasks: [task(1)] }));
    await enqueue(db, 'addTaskNote', { taskId: 1, text: 'Dog' });
    await applyPullPage(db, page({}, [{ table: 'tasks', id: 1 }]));
    await db.outbox.clear();
    await applyPullPage(db, page({ tasks: [task(1, { notes: 'Dog' })] }));
    await applyPullPage(db, page({}));
    expect((await getTask(db, 1))?.leftWorkingSet).toBeFalsy();
    expect((await getTask(db, 1))?.notes).toBe('Dog');
  });
});
