import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinValetDb } from '../db/database';
import { jobsById } from '../db/jobs';
import { allTasks, getTask, tasksWithAssignments } from '../db/tasks';
import { applyPullPage, type FreshPull, freshPull, pruneBefore, putServerTask, StaleCursorError } from './apply';
import { META } from './meta-keys';
import { assignment, job, page, task } from './test-rows';

/** Assignments live inside their task's record locally (database version 3): the merge rules. */

let db: BinValetDb;
beforeEach(async () => {
  db = new BinValetDb(`apply-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(() => db.delete());

const crewOf = async (taskId: number) => (await getTask(db, taskId))?.crew?.map((a) => [a.id, a.employeeId]);

describe('applyPullPage with crews inside tasks', () => {
  it('puts a first pull page without reading: each task with the assignments that came with it', async () => {
    const fresh: FreshPull = freshPull();
    await applyPullPage(db, page({ tasks: [task(1), task(2)], taskAssignments: [assignment(10, 1)] }), fresh);
    expect(await crewOf(1)).toEqual([[10, 1]]);
    expect(await crewOf(2)).toEqual([]);
    // A later page of the same pull: a changed assignment of a task written earlier, and that task again.
    await applyPullPage(db, page({ taskAssignments: [assignment(10, 1, 7), assignment(11, 2)] }), fresh);
    await applyPullPage(db, page({ tasks: [task(1, { status: 'completed' })] }), fresh);
    expect(await crewOf(1)).toEqual([[10, 7]]);
    expect((await getTask(db, 1))?.status).toBe('completed');
    expect(await crewOf(2)).toEqual([[11, 1]]);
  });

  it('keeps a task’s crew when the task changes, moves an assignment between tasks, and removes one', async () => {
    await applyPullPage(
      db,
      page({ tasks: [task(1), task(2)], taskAssignments: [assignment(10, 1), assignment(11, 1)] }),
    );
    await applyPullPage(db, page({ tasks: [task(1, { notes: 'Gate code 1234' })] }));
    expect(await crewOf(1)).toEqual([
      [10, 1],
      [11, 1],
    ]);
    await applyPullPage(db, page({ taskAssignments: [assignment(11, 2)] }));
    expect(await crewOf(1)).toEqual([[10, 1]]);
    expect(await crewOf(2)).toEqual([[11, 1]]);
    await applyPullPage(db, page({}, [{ table: 'taskAssignments', id: 10 }]));
    expect(await crewOf(1)).toEqual([]);
    expect((await tasksWithAssignments(db, [10])).length).toBe(0);
  });

  it('drops a removed task with its crew, and pruning does the same', async () => {
    await applyPullPage(
      db,
      page({ tasks: [task(1), task(2, { scheduledDate: '2026-04-01' })], taskAssignments: [assignment(10, 1)] }),
    );
    await applyPullPage(db, page({}, [{ table: 'tasks', id: 1 }]));
    expect(await getTask(db, 1)).toBeUndefined();
    expect((await tasksWithAssignments(db, [10])).length).toBe(0);
    await pruneBefore(db, '2026-04-17');
    expect((await allTasks(db)).length).toBe(0);
  });

  it('keeps the crew when a refusal brings the server’s copy of the task', async () => {
    await applyPullPage(db, page({ tasks: [task(1)], taskAssignments: [assignment(10, 1)] }));
    await putServerTask(db, task(1, { status: 'cancelled' }));
    expect((await getTask(db, 1))?.status).toBe('cancelled');
    expect(await crewOf(1)).toEqual([[10, 1]]);
  });

  it('refuses a page asked for with a cursor that is no longer stored, writing nothing', async () => {
    await applyPullPage(db, { ...page({ tasks: [task(1)] }), cursor: 'c1' }, undefined, '');
    // The page after c1 arrives, but the database holds another cursor (the page before it failed).
    await db.meta.put({ key: META.cursor, value: 'c0' });
    await expect(
      applyPullPage(db, { ...page({ tasks: [task(2)] }), cursor: 'c2' }, undefined, 'c1'),
    ).rejects.toBeInstanceOf(StaleCursorError);
    expect(await getTask(db, 2)).toBeUndefined();
    expect((await db.meta.get(META.cursor))?.value).toBe('c0');
  });

  it('keeps jobs in one record per collection date: added, changed, moved, removed and pruned', async () => {
    const fresh = freshPull();
    await applyPullPage(db, page({ jobs: [job(1), job(2), job(3, '2026-05-09')] }), fresh);
    expect((await db.jobDays.get('2026-05-02'))?.jobIds).toEqual([1, 2]);
    // Later in the same pull: job 2 gets notes and job 1 moves to another week.
    await applyPullPage(
      db,
      page({ jobs: [job(2, '2026-05-02', { notes: 'Side gate' }), job(1, '2026-05-09')] }),
      fresh,
    );
    expect((await db.jobDays.get('2026-05-02'))?.jobIds).toEqual([2]);
    expect((await db.jobDays.get('2026-05-09'))?.jobIds).toEqual([1, 3]);
    expect((await jobsById(db, [2], { from: '2026-06-20', to: '2026-06-20' })).get(2)?.notes).toBe('Side gate');
    // A removed job leaves its day; a day left empty loses its record.
    await applyPullPage(db, page({}, [{ table: 'jobs', id: 2 }]));
    expect(await db.jobDays.get('2026-05-02')).toBeUndefined();
    await pruneBefore(db, '2026-05-17'); // jobs are kept a week longer than tasks
    expect(await db.jobDays.count()).toBe(0);
  });

  it('keeps tasks in one record per scheduled date, also while a first pull writes pages back to back', async () => {
    const fresh = freshPull();
    // As the engine does: the second page's transaction is prepared while the first one commits.
    const first = applyPullPage(
      db,
      page({ tasks: [task(1), task(2), task(3, { scheduledDate: '2026-05-09' })] }),
      fresh,
    );
    const second = applyPullPage(
      db,
      page({ tasks: [task(4), task(1, { scheduledDate: '2026-05-09' })], taskAssignments: [assignment(10, 1)] }),
      fresh,
    );
    await Promise.all([first, second]);
    expect((await db.taskDays.get('2026-05-01'))?.taskIds).toEqual([2, 4]);
    expect((await db.taskDays.get('2026-05-09'))?.taskIds).toEqual([1, 3]);
    expect((await db.taskDays.get('2026-05-09'))?.crewIds).toEqual([10]);
    // After the pull: a task changed in place, one moved back, one removed; a day left empty goes.
    await applyPullPage(db, page({ tasks: [task(3, { scheduledDate: '2026-05-09', notes: 'Dog' }), task(1)] }));
    expect(await crewOf(1)).toEqual([[10, 1]]);
    expect((await db.taskDays.get('2026-05-09'))?.tasks.map((t) => [t.id, t.notes])).toEqual([[3, 'Dog']]);
    await applyPullPage(db, page({}, [{ table: 'tasks', id: 3 }]));
    expect(await db.taskDays.get('2026-05-09')).toBeUndefined();
    expect((await allTasks(db)).map((t) => t.id)).toEqual([1, 2, 4]);
  });
});
