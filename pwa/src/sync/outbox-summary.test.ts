import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinValetDb } from '../db/database';
import { enqueue, enqueueHeld, undoTap } from './local-mutations';
import { summarise, useOutboxSummary, watchOutbox } from './outbox-summary';

/** The one outbox watch the indicator, the cards and the engine share. */

let db: BinValetDb;
beforeEach(() => {
  db = new BinValetDb(`summary-${Math.random().toString(36).slice(2)}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const at = new Date('2026-05-01T18:00:00Z');
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('outbox summary', () => {
  it('counts every intent, marks the tasks that have one and keeps the last held tap of a task', () => {
    const s = summarise([
      { taskId: 1 },
      { taskId: 2, group: 'g1', heldUntil: 10 },
      { taskId: 2, group: 'g2', heldUntil: 20 },
      { taskId: undefined },
    ]);
    expect(s.count).toBe(4);
    expect([...s.pending]).toEqual([1, 2]);
    expect(s.held.get(2)).toEqual({ group: 'g2', heldUntil: 20 });
    expect(s.held.has(1)).toBe(false);
  });

  it('follows the outbox while watched: a held tap shows, its undo clears it', async () => {
    const stop = watchOutbox(db);
    try {
      await enqueue(db, 'setRouteOrder', { date: '2026-05-01', taskIds: [] }, at);
      await waitFor(() => useOutboxSummary.getState().count === 1);
      const group = await enqueueHeld(
        db,
        [{ name: 'setTaskStatus', args: { taskId: 7, status: 'completed', completedAt: at.toISOString() } }],
        new Date(),
      );
      await waitFor(() => useOutboxSummary.getState().held.get(7)?.group === group);
      expect(useOutboxSummary.getState().pending.has(7)).toBe(true);
      expect(await undoTap(db, group)).toBe(true);
      await waitFor(() => !useOutboxSummary.getState().pending.has(7));
      expect(useOutboxSummary.getState().count).toBe(1);
    } finally {
      stop();
    }
  });

  it("shows this tab's tap right after it is committed, before any re-read of the outbox", async () => {
    const stop = watchOutbox(db);
    try {
      await waitFor(() => useOutboxSummary.getState().count === 0);
      const group = await enqueueHeld(
        db,
        [{ name: 'setTaskStatus', args: { taskId: 9, status: 'completed', completedAt: at.toISOString() } }],
        new Date(),
      );
      await enqueue(db, 'setTaskStatus', { taskId: 10, status: 'completed', completedAt: at.toISOString() }, at);
      await new Promise((r) => setTimeout(r, 0));
      const s = useOutboxSummary.getState();
      expect(s.count).toBe(2);
      expect(s.pending.has(9)).toBe(true);
      expect(s.pending.has(10)).toBe(true);
      expect(s.held.get(9)?.group).toBe(group);
    } finally {
      stop();
    }
  });

  it('follows writes made elsewhere (the engine acknowledging, another tab) once they pause', async () => {
    const stop = watchOutbox(db);
    try {
      await enqueue(db, 'setTaskStatus', { taskId: 3, status: 'completed', completedAt: at.toISOString() }, at);
      await enqueue(db, 'setTaskStatus', { taskId: 4, status: 'completed', completedAt: at.toISOString() }, at);
      await waitFor(() => useOutboxSummary.getState().count === 2);
      await db.outbox.where('taskId').equals(3).delete();
      await waitFor(() => useOutboxSummary.getState().count === 1);
      expect([...useOutboxSummary.getState().pending]).toEqual([4]);
    } finally {
      stop();
    }
  });
});
