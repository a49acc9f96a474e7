import 'fake-indexeddb/auto';
import type { Mutation, PushResponse } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BinValetDb } from '../db/database';
import { getTask, putTasks } from '../db/tasks';
import { MAX_REFUSALS, SyncEngine } from './engine';
import { enqueue } from './local-mutations';
import { page, task } from './test-rows';
import { createTransport } from './transport';

/** A push the server refuses whole: split until the bad intent is alone, set it aside, go on. */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const applyAll = (ms: Mutation[]): PushResponse => ({
  results: ms.map((m) => ({ mutationId: m.mutationId, status: 'applied' as const })),
});

let db: BinValetDb;
let pushes: Mutation[][];
let pulls: number;
let applied: string[];
/** The server's answer to a push of these intents; by default a 400 for any batch holding the poison. */
let answer: (ms: Mutation[]) => Response;
let timers: { fn: () => void; ms: number }[];
let engine: SyncEngine;
const POISON = 'Bad reason';

beforeEach(async () => {
  db = new BinValetDb(`refused-${Math.random().toString(36).slice(2)}`);
  await putTasks(
    db,
    Array.from({ length: 12 }, (_, i) => task(i + 1)),
  );
  pushes = [];
  pulls = 0;
  applied = [];
  timers = [];
  answer = (ms) =>
    ms.some((m) => m.name === 'addTaskNote' && (m.args as { text: string }).text === POISON)
      ? json({ message: 'args: text is not allowed here' }, 400)
      : json(applyAll(ms));
  const fetchFn = async (input: string, init?: RequestInit) => {
    if (input.startsWith('/api/sync/push')) {
      const { mutations } = JSON.parse(String(init?.body)) as { mutations: Mutation[] };
      pushes.push(mutations);
      const res = answer(mutations);
      if (res.ok) applied.push(...mutations.map((m) => m.mutationId));
      return res;
    }
    pulls += 1;
    return json(page());
  };
  engine = new SyncEngine({
    db,
    transport: createTransport(fetchFn),
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const complete = (taskId: number) =>
  enqueue(db, 'setTaskStatus', { taskId, status: 'completed', completedAt: new Date().toISOString() });
const poison = (taskId: number) => enqueue(db, 'addTaskNote', { taskId, text: POISON });
/** Runs the retry the engine scheduled after a failed round. */
const retry = async () => {
  // The previous round schedules its retry when it ends: wait for that, not for a fixed time.
  await vi.waitFor(() => expect(timers.length).toBeGreaterThan(0), { timeout: 5000, interval: 5 });
  timers.shift()?.fn();
  await new Promise((r) => setTimeout(r, 30));
};

describe('a push refused whole', () => {
  it('is split until the refused intent is alone; the intents before it get through at once', async () => {
    const before = [];
    for (let i = 1; i <= 5; i++) before.push((await complete(i)).mutationId);
    await poison(6);
    for (let i = 7; i <= 9; i++) await complete(i);
    await engine.kick();
    expect(applied).toEqual(before);
    // Halved: 9 → 5 → 3 → 2 → 1 (each refused while it held the poison), and never out of order.
    expect(pushes.at(-1)?.map((m) => m.name)).toEqual(['addTaskNote']);
    expect(await db.outbox.count()).toBe(4);
    // The round still pulled: the office's changes reach the phone meanwhile.
    expect(pulls).toBe(1);
  });

  it(`sets the refused intent aside after ${MAX_REFUSALS} tries, with its reason, and sends the rest`, async () => {
    await complete(1);
    const bad = await poison(2);
    const after = [(await complete(3)).mutationId, (await complete(4)).mutationId];
    await engine.kick();
    for (let i = 1; i < MAX_REFUSALS; i++) await retry();
    const alone = () => pushes.filter((p) => p.length === 1 && p[0].mutationId === bad.mutationId);
    await vi.waitFor(() => expect(alone()).toHaveLength(MAX_REFUSALS), { timeout: 5000, interval: 5 });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 5000, interval: 5 });
    expect(applied.slice(-2)).toEqual(after);
    const notices = await db.notices.toArray();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      mutationId: bad.mutationId,
      reason: 'args: text is not allowed here',
      summary: 'Add task note: Bins to Curb',
    });
    // Its optimistic note is taken back: the card shows what the server has.
    expect((await getTask(db, 2))?.notes ?? null).toBeNull();
    await vi.waitFor(() => expect(pulls).toBe(MAX_REFUSALS), { timeout: 5000, interval: 5 });
  });

  it('a batch too large (413) is halved and every intent gets through, none set aside', async () => {
    for (let i = 1; i <= 12; i++) await complete(i);
    answer = (ms) => (ms.length > 4 ? json({ message: 'Too large' }, 413) : json(applyAll(ms)));
    await engine.kick();
    expect(applied).toHaveLength(12);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notices.count()).toBe(0);
  });

  it('is never set aside for 401, 408 or 429: those wait and are sent again', async () => {
    await complete(1);
    for (const status of [408, 429]) {
      answer = () => json({ message: 'later' }, status);
      await engine.kick();
      for (let i = 0; i < MAX_REFUSALS + 1; i++) await retry();
      expect(await db.outbox.count()).toBe(1);
    }
    answer = () => json({ message: 'Authentication required' }, 401);
    await retry();
    expect(await db.outbox.count()).toBe(1);
    expect(await db.notices.count()).toBe(0);
  });
});
