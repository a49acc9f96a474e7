import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPullPage, applyPushResults, pruneBefore } from '../sync/apply';
import { enqueue, enqueueHeld, undoTap } from '../sync/local-mutations';
import { assignment, page, task } from '../sync/test-rows';
import { BinValetDb } from './database';
import { dropSettledPatches, patched, SETTLED_PATCH_MS } from './task-patches';
import { getTask, putTasks, tasksBetween, tasksWithAssignments } from './tasks';

/** A crew tap writes a small patch beside the day record; readers see the task with it (record 0022). */

let db: BinValetDb;
beforeEach(async () => {
  db = new BinValetDb(`patches-${Math.random().toString(36).slice(2)}`);
  await applyPullPage(
    db,
    page({
      tasks: [task(1, { notes: 'Dog in yard' }), task(2), task(3, { scheduledDate: '2026-05-02' })],
      taskAssignments: [assignment(10, 1)],
    }),
  );
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const at = new Date('2026-05-01T18:00:00Z');
const tasksOfDay = async () => (await db.taskDays.get('2026-05-01'))?.tasks ?? [];
const complete = (taskId: number) =>
  enqueue(db, 'setTaskStatus', { taskId, status: 'completed', completedAt: at.toISOString() }, at);

describe('task patches', () => {
  it('a tap leaves the day record as it was and reads through every path', async () => {
    const stored = await db.taskDays.get('2026-05-01');
    // The note before the completion: crew add no notes to a completed task (the server's rule too).
    await enqueue(db, 'addTaskNote', { taskId: 1, text: 'Left by the gate' }, at);
    await complete(1);
    expect(await db.taskDays.get('2026-05-01')).toEqual(stored);
    expect(await db.taskPatches.count()).toBe(1);
    const expected = { status: 'completed', completedAt: at.toISOString(), notes: 'Dog in yard\nLeft by the gate' };
    expect(await getTask(db, 1)).toMatchObject(expected);
    expect((await tasksBetween(db, '2026-05-01', '2026-05-01')).find((t) => t.id === 1)).toMatchObject(expected);
    expect((await tasksWithAssignments(db, [10]))[0]).toMatchObject(expected);
    // Another day's range does not see it; a task not stored locally gets no patch.
    expect((await tasksBetween(db, '2026-05-02', '2026-05-02'))[0].status).toBe('scheduled');
    await complete(99);
    expect(await db.taskPatches.count()).toBe(1);
  });

  it('goes when the server copy replaces the row, with pending intents laid over it again', async () => {
    await complete(1);
    await applyPullPage(db, page({ tasks: [task(1, { notes: 'Side gate', version: 70 })] }));
    // The intent is still queued: the fresh row shows it again.
    expect(await getTask(db, 1)).toMatchObject({ status: 'completed', notes: 'Side gate', version: 70 });
    const sent = await db.outbox.toArray();
    await applyPushResults(
      db,
      sent,
      sent.map((m) => ({ mutationId: m.mutationId, status: 'applied' as const })),
    );
    // Acknowledged but not pulled yet: still shown, until the server's completed copy arrives.
    expect((await getTask(db, 1))?.status).toBe('completed');
    await applyPullPage(db, page({ tasks: [task(1, { status: 'completed', version: 71 })] }));
    expect((await db.taskDays.get('2026-05-01'))?.tasks.find((t) => t.id === 1)?.status).toBe('completed');
    // The edits are gone; the patch keeps the replacing copy until a later round drops it.
    expect(await db.taskPatches.toArray()).toMatchObject([{ id: 1, edits: [], settled: { version: 71 } }]);
    await dropSettledPatches(db, Date.now() + SETTLED_PATCH_MS - 1000);
    expect(await db.taskPatches.count()).toBe(1);
    await dropSettledPatches(db, Date.now() + SETTLED_PATCH_MS + 1000);
    expect(await db.taskPatches.count()).toBe(0);
  });

  it('a reader that combines a day read and a patch read made on either side of a pull never sees the tap undone', async () => {
    await complete(1);
    const sent = await db.outbox.toArray();
    await applyPushResults(
      db,
      sent,
      sent.map((m) => ({ mutationId: m.mutationId, status: 'applied' as const })),
    );
    const dayBefore = await tasksOfDay();
    const patchesBefore = await db.taskPatches.toArray();
    await applyPullPage(db, page({ tasks: [task(1, { status: 'completed', notes: 'Side gate', version: 71 })] }));
    const dayAfter = await tasksOfDay();
    const patchesAfter = await db.taskPatches.toArray();
    // The crew screen's two live queries answer in either order: each mix reads completed.
    for (const [day, patches] of [
      [dayBefore, patchesAfter],
      [dayAfter, patchesBefore],
      [dayAfter, patchesAfter],
    ] as const)
      expect(patched(day, patches).find((t) => t.id === 1)).toMatchObject({ status: 'completed' });
    expect(patched(dayBefore, patchesAfter).find((t) => t.id === 1)?.notes).toBe('Side gate');
    // A newer stored copy wins over the one the patch kept; an undo of a later tap keeps the kept copy.
    await applyPullPage(db, page({ tasks: [task(1, { status: 'scheduled', version: 72 })] }));
    expect(patched(await tasksOfDay(), patchesAfter).find((t) => t.id === 1)?.status).toBe('scheduled');
    const group = await enqueueHeld(
      db,
      [{ name: 'setTaskStatus', args: { taskId: 1, status: 'missed', completedAt: at.toISOString() } }],
      at,
    );
    expect((await getTask(db, 1))?.status).toBe('missed');
    expect(await undoTap(db, group, at.getTime() + 1000)).toBe(true);
    expect(await db.taskPatches.toArray()).toMatchObject([{ id: 1, edits: [], settled: { version: 72 } }]);
    expect(patched(dayBefore, await db.taskPatches.toArray()).find((t) => t.id === 1)?.status).toBe('scheduled');
  });

  it('keeps the edit when an assignment changes, and leaves with its day when the window moves', async () => {
    await complete(1);
    await applyPullPage(db, page({}, [{ table: 'taskAssignments', id: 10 }]));
    expect(await getTask(db, 1)).toMatchObject({ status: 'completed', crew: [] });
    await complete(3);
    await pruneBefore(db, '2026-05-02');
    expect((await db.taskPatches.toArray()).map((p) => p.id)).toEqual([3]);
  });

  it('an undo takes the edits back; a tap queued before version 12 is restored from its fields', async () => {
    const group = await enqueueHeld(
      db,
      [
        { name: 'setTaskStatus', args: { taskId: 2, status: 'missed', completedAt: at.toISOString() } },
        { name: 'addTaskNote', args: { taskId: 2, text: 'Missed: Gate locked' } },
      ],
      at,
    );
    expect(await getTask(db, 2)).toMatchObject({ status: 'missed', notes: 'Missed: Gate locked' });
    expect(await undoTap(db, group, at.getTime() + 1000)).toBe(true);
    expect(await getTask(db, 2)).toMatchObject({ status: 'scheduled', notes: null });

    // The old layout wrote the tap into the day record and kept `before` on the outbox row.
    const old = await getTask(db, 1);
    if (!old) throw new Error('task 1 missing');
    await putTasks(db, [{ ...old, status: 'completed', completedAt: at.toISOString() }]);
    await db.outbox.add({
      mutationId: 'old-1',
      name: 'setTaskStatus',
      args: { taskId: 1, status: 'completed', completedAt: at.toISOString() },
      createdAt: at.toISOString(),
      taskId: 1,
      heldUntil: at.getTime() + 10_000,
      group: 'old-1',
      before: { status: 'scheduled', completedAt: null, completedLat: null, completedLng: null },
    });
    expect(await undoTap(db, 'old-1', at.getTime() + 1000)).toBe(true);
    expect(await getTask(db, 1)).toMatchObject({ status: 'scheduled', completedAt: null, notes: 'Dog in yard' });
  });
});
