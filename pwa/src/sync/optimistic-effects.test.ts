import 'fake-indexeddb/auto';
import {
  BINS_NOT_OUT_NOTE,
  INTENT_TARGETS,
  MUTATION_NAMES,
  type MutationArgs,
  type MutationName,
} from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinValetDb } from '../db/database';
import { getTask, putTasks } from '../db/tasks';
import { enqueue, enqueueHeld, undoTap } from './local-mutations';
import { task } from './test-rows';

/** Every intent the server accepts shows on the phone as the shared table says, before any answer. */

let db: BinValetDb;
beforeEach(async () => {
  db = new BinValetDb(`effects-${Math.random().toString(36).slice(2)}`);
  await putTasks(db, [task(1, { notes: 'Dog in yard' }), task(2)]);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const SAMPLES: { [K in MutationName]: MutationArgs[K] } = {
  setTaskStatus: { taskId: 1, status: 'completed', completedAt: '2026-05-01T18:00:00.000Z' },
  addTaskNote: { taskId: 2, text: 'Gate was open' },
  addCustomerNote: { customerId: 1, text: 'Gate code 1234' },
  setRouteOrder: { date: '2026-05-01', taskIds: [2, 1] },
  sendOnMyWay: { taskId: 1 },
};

/** What each target looks like on the phone once its intent is queued. */
const SHOWN: { [K in MutationName]: () => Promise<unknown> } = {
  setTaskStatus: async () => (await getTask(db, 1))?.status,
  addTaskNote: async () => (await getTask(db, 2))?.notes,
  addCustomerNote: async () => db.outbox.count(),
  setRouteOrder: async () => (await db.routeOrders.get('2026-05-01'))?.taskIds,
  sendOnMyWay: async () => db.outbox.count(),
};
const EXPECTED: { [K in MutationName]: unknown } = {
  setTaskStatus: 'completed',
  addTaskNote: 'Gate was open',
  // No local copy to change: only the outbox row, until the server answers.
  addCustomerNote: 1,
  setRouteOrder: [2, 1],
  // The text is the server's to send: only the outbox row, until it answers.
  sendOnMyWay: 1,
};

describe('optimistic effects', () => {
  for (const name of MUTATION_NAMES) {
    it(`shows ${name} at once (target: ${INTENT_TARGETS[name] ?? 'none declared'})`, async () => {
      expect(Object.hasOwn(SAMPLES, name), `${name} has no sample here`).toBe(true);
      expect(Object.hasOwn(INTENT_TARGETS, name), `${name} has no client effect in the shared table`).toBe(true);
      await enqueue(db, name, SAMPLES[name] as MutationArgs[typeof name]);
      expect(await SHOWN[name]()).toEqual(EXPECTED[name]);
    });
  }

  it('shows no crew note on a task that is already completed (the server refuses it too)', async () => {
    await putTasks(db, [task(3, { status: 'completed', notes: null })]);
    await enqueue(db, 'addTaskNote', { taskId: 3, text: 'Later' });
    expect((await getTask(db, 3))?.notes).toBeNull();
  });

  it('shows the bins-back task of a missed curb not needed at once, and an undo brings it back', async () => {
    await putTasks(db, [
      task(20, { jobId: 7, scheduledDate: '2026-11-26' }),
      task(21, { jobId: 7, taskType: 'return_to_house', scheduledDate: '2026-11-27', notes: 'Side gate' }),
      task(22, { jobId: 8, taskType: 'return_to_house', scheduledDate: '2026-11-27' }),
    ]);
    const group = await enqueueHeld(
      db,
      [{ name: 'setTaskStatus', args: { taskId: 20, status: 'missed', completedAt: '2026-11-26T18:00:00.000Z' } }],
      new Date(),
    );
    expect(await getTask(db, 21)).toMatchObject({
      status: 'cancelled',
      notes: `Side gate\n${BINS_NOT_OUT_NOTE}`,
    });
    expect((await getTask(db, 22))?.status).toBe('scheduled');
    expect(await undoTap(db, group)).toBe(true);
    expect(await getTask(db, 21)).toMatchObject({ status: 'scheduled', notes: 'Side gate' });
    expect((await getTask(db, 20))?.status).toBe('scheduled');
  });

  it('leaves the bins-back task alone when its own bins-back is missed, or it is done already', async () => {
    await putTasks(db, [
      task(30, { jobId: 9, scheduledDate: '2026-11-26' }),
      task(31, { jobId: 9, taskType: 'return_to_house', scheduledDate: '2026-11-26', status: 'completed' }),
    ]);
    await enqueue(db, 'setTaskStatus', { taskId: 30, status: 'missed', completedAt: '2026-11-26T18:00:00.000Z' });
    expect((await getTask(db, 31))?.status).toBe('completed');
    await putTasks(db, [task(32, { jobId: 10, taskType: 'return_to_house', scheduledDate: '2026-11-26' })]);
    await enqueue(db, 'setTaskStatus', { taskId: 32, status: 'missed', completedAt: '2026-11-26T18:00:00.000Z' });
    expect((await getTask(db, 32))?.notes).toBeNull();
  });
});
