import 'fake-indexeddb/auto';
import type { Mutation, PushResponse } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinValetDb } from '../db/database';
import { getTask, putTasks } from '../db/tasks';
import { SyncEngine } from './engine';
import { enqueue, enqueueHeld, sendable, undoTap, withoutNote } from './local-mutations';
import { page, task } from './test-rows';
import { createTransport } from './transport';

/** A crew tap waits in the outbox for its undo window; an undone tap never reaches the server. */

let db: BinValetDb;
let pushes: Mutation[][];
let timers: { fn: () => void; ms: number }[];
let clock: number;
let engine: SyncEngine;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  db = new BinValetDb(`undo-${Math.random().toString(36).slice(2)}`);
  await putTasks(db, [task(1, { notes: 'Dog in yard' }), task(2)]);
  pushes = [];
  timers = [];
  clock = Date.parse('2026-05-01T18:00:00Z');
  const fetchFn = async (input: string, init?: RequestInit) => {
    if (input.startsWith('/api/sync/push')) {
      const { mutations } = JSON.parse(String(init?.body)) as { mutations: Mutation[] };
      pushes.push(mutations);
      const answer: PushResponse = { results: mutations.map((m) => ({ mutationId: m.mutationId, status: 'applied' })) };
      return json(answer);
    }
    return json(page());
  };
  engine = new SyncEngine({
    db,
    transport: createTransport(fetchFn),
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    now: () => clock,
  });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const at = new Date('2026-05-01T18:00:00Z');
const missedWithReason = (taskId: number) =>
  enqueueHeld(
    db,
    [
      { name: 'setTaskStatus', args: { taskId, status: 'missed', completedAt: at.toISOString() } },
      { name: 'addTaskNote', args: { taskId, text: 'Missed: Gate locked' } },
    ],
    at,
  );

describe('held taps', () => {
  it('show at once, wait in the outbox for the window, then go in order', async () => {
    await missedWithReason(1);
    const t1 = await getTask(db, 1);
    expect(t1?.status).toBe('missed');
    expect(t1?.notes).toBe('Dog in yard\nMissed: Gate locked');
    await engine.kick();
    expect(pushes).toHaveLength(0);
    expect(await db.outbox.count()).toBe(2);
    expect(timers.at(-1)?.ms).toBeGreaterThanOrEqual(10_000);
    clock += 10_001;
    await engine.kick();
    expect(pushes.flat().map((m) => m.name)).toEqual(['setTaskStatus', 'addTaskNote']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an undone tap leaves the outbox unsent and the task as it was', async () => {
    const group = await missedWithReason(1);
    clock += 4000;
    expect(await undoTap(db, group, clock)).toBe(true);
    const t1 = await getTask(db, 1);
    expect(t1?.status).toBe('scheduled');
    expect(t1?.notes).toBe('Dog in yard');
    expect(t1?.completedAt).toBeNull();
    clock += 20_000;
    await engine.kick();
    expect(pushes.flat()).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('cannot be undone once the window has passed', async () => {
    const group = await missedWithReason(2);
    expect(await undoTap(db, group, at.getTime() + 10_000)).toBe(false);
    expect((await getTask(db, 2))?.status).toBe('missed');
  });

  it('holds back later intents too, so the server hears them in the order they were made', async () => {
    await enqueueHeld(
      db,
      [{ name: 'setTaskStatus', args: { taskId: 1, status: 'completed', completedAt: at.toISOString() } }],
      at,
    );
    await enqueue(db, 'addTaskNote', { taskId: 2, text: 'Bins already out' });
    await engine.kick();
    expect(pushes).toHaveLength(0);
    clock += 10_001;
    await engine.kick();
    expect(pushes.flat().map((m) => m.name)).toEqual(['setTaskStatus', 'addTaskNote']);
  });

  it('sends the rows before the first held one', () => {
    expect(sendable([{}, { heldUntil: 5 }, {}], 10)).toHaveLength(3);
    expect(sendable([{}, { heldUntil: 50 }, {}], 10)).toHaveLength(1);
    expect(sendable([{ heldUntil: 50 }], 10)).toHaveLength(0);
  });

  it('takes back only the note it appended', () => {
    expect(withoutNote('a\nMissed: Blocked', 'Missed: Blocked')).toBe('a');
    expect(withoutNote('Missed: Blocked', 'Missed: Blocked')).toBeNull();
    expect(withoutNote('a\nb', 'Missed: Blocked')).toBe('a\nb');
  });
});
