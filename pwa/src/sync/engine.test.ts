import 'fake-indexeddb/auto';
import type { Mutation, PushResponse } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinValetDb } from '../db/database';
import { getTask, putTasks, tasksById } from '../db/tasks';
import { SyncEngine, useSyncStatus } from './engine';
import { enqueue } from './local-mutations';
import { page, task } from './test-rows';
import { createTransport } from './transport';

/** The engine against a scripted fake server: order, batching, backoff, 401 pause, rejections, rebase. */

interface Script {
  pushes: Mutation[][];
  push: (m: Mutation[]) => Response | Promise<Response>;
  pull: () => Response | Promise<Response>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const applyAll = (ms: Mutation[]): PushResponse => ({
  results: ms.map((m) => ({ mutationId: m.mutationId, status: 'applied' as const })),
});

let db: BinValetDb;
let script: Script;
let timers: { fn: () => void; ms: number }[];
let engine: SyncEngine;

beforeEach(async () => {
  db = new BinValetDb(`engine-${Math.random().toString(36).slice(2)}`);
  await putTasks(db, [task(1), task(2)]);
  timers = [];
  script = {
    pushes: [],
    push: (ms) => json(applyAll(ms)),
    pull: () => json(page()),
  };
  const fetchFn = async (input: string, init?: RequestInit) => {
    if (input.startsWith('/api/sync/push')) {
      const body = JSON.parse(String(init?.body)) as { mutations: Mutation[] };
      script.pushes.push(body.mutations);
      return script.push(body.mutations);
    }
    return script.pull();
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

describe('SyncEngine', () => {
  it('writes the optimistic change and the outbox row together, then pushes in order', async () => {
    const a = await complete(1);
    const b = await complete(2);
    expect((await getTask(db, 1))?.status).toBe('completed');
    expect(await db.outbox.count()).toBe(2);
    await engine.kick();
    expect(script.pushes).toHaveLength(1);
    expect(script.pushes[0].map((m) => m.mutationId)).toEqual([a.mutationId, b.mutationId]);
    expect(await db.outbox.count()).toBe(0);
    expect(useSyncStatus.getState().phase).toBe('idle');
  });

  it('flags the first pull into an empty database while it runs, and pulls every page of it', async () => {
    const seen: boolean[] = [];
    const pages = [
      { ...page({ tasks: [task(5)] }, [], 'c1'), hasMore: true },
      { ...page({ tasks: [task(6)] }, [], 'c2'), hasMore: true },
      page({ tasks: [task(7)] }, [], 'c3'),
    ];
    script.pull = () => {
      seen.push(useSyncStatus.getState().initialPull);
      return json(pages.shift());
    };
    await engine.pullAll();
    expect(seen).toEqual([true, true, true]);
    expect(useSyncStatus.getState().initialPull).toBe(false);
    expect([...(await tasksById(db, [5, 6, 7])).keys()].sort()).toEqual([5, 6, 7]);
    expect((await db.meta.get('cursor'))?.value).toBe('c3');
    // With a cursor stored, later pulls are not first pulls.
    script.pull = () => {
      seen.push(useSyncStatus.getState().initialPull);
      return json(page({}, [], 'c4'));
    };
    await engine.pullAll();
    expect(seen.at(-1)).toBe(false);
  });

  it('sends at most 100 mutations per request', async () => {
    await putTasks(
      db,
      Array.from({ length: 250 }, (_, i) => task(i + 10)),
    );
    for (let i = 0; i < 250; i++) await complete(i + 10);
    await engine.kick();
    expect(script.pushes.map((p) => p.length)).toEqual([100, 100, 50]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps everything and backs off exponentially on 5xx and network errors', async () => {
    await complete(1);
    script.push = () => json({ message: 'boom' }, 503);
    await engine.kick();
    expect(await db.outbox.count()).toBe(1);
    script.push = () => {
      throw new TypeError('Failed to fetch');
    };
    timers.shift()?.fn();
    await new Promise((r) => setTimeout(r, 20));
    expect(useSyncStatus.getState().phase).toBe('offline');
    timers.shift()?.fn();
    await new Promise((r) => setTimeout(r, 20));
    const delays = timers.map((t) => t.ms);
    expect(delays[0]).toBeGreaterThanOrEqual(3000); // third failure: base 1 s × 4, with ±25 % jitter
    expect(await db.outbox.count()).toBe(1);
    script.push = (ms) => json(applyAll(ms));
    timers.shift()?.fn();
    await new Promise((r) => setTimeout(r, 20));
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses on 401 without dropping anything, and resumes after sign-in', async () => {
    await complete(1);
    script.push = () => json({ message: 'Authentication required' }, 401);
    await engine.kick();
    expect(useSyncStatus.getState().phase).toBe('auth');
    expect(await db.outbox.count()).toBe(1);
    expect(timers).toHaveLength(0);
    await engine.kick(); // paused: no request
    expect(script.pushes).toHaveLength(1);
    script.push = (ms) => json(applyAll(ms));
    await engine.resume();
    expect(await db.outbox.count()).toBe(0);
  });

  it('turns a rejection into a notice and shows the server row', async () => {
    const m = await complete(1);
    script.push = () =>
      json({
        results: [
          {
            mutationId: m.mutationId,
            status: 'rejected',
            reason: 'Task was cancelled by the office',
            current: { table: 'tasks', row: task(1, { status: 'cancelled', version: 50 }) },
          },
        ],
      });
    await engine.kick();
    expect(await db.outbox.count()).toBe(0);
    expect((await getTask(db, 1))?.status).toBe('cancelled');
    const notices = await db.notices.toArray();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ reason: 'Task was cancelled by the office', summary: 'Complete: Bins to Curb' });
  });

  it('rebases pending intents over pulled rows: the optimistic status stays until acknowledged', async () => {
    await complete(1);
    script.push = () => {
      throw new TypeError('offline');
    };
    await engine.kick(); // push fails: the pull does not run either
    // A later pull (e.g. from a round where the push is still refused) brings the server's copy.
    script.push = () => json({ message: 'down' }, 502);
    script.pull = () => json(page({ tasks: [task(1, { notes: 'Dog in yard', version: 70 })] }));
    await engine.pullAll();
    const row = await getTask(db, 1);
    expect(row).toMatchObject({ status: 'completed', notes: 'Dog in yard', version: 70 });
    expect(await db.outbox.count()).toBe(1);
  });

  it('pulls page by page until hasMore is false, storing the cursor', async () => {
    const pages = [
      { ...page({ tasks: [task(5)] }, [], '5.2026-05-29.0'), hasMore: true },
      page({ tasks: [task(6)] }, [], '6.2026-05-29.0'),
    ];
    const cursors: string[] = [];
    script.pull = () => json(pages.shift());
    const originalPull = script.pull;
    script.pull = () => {
      cursors.push('x');
      return originalPull();
    };
    await engine.kick();
    expect(cursors).toHaveLength(2);
    expect((await db.meta.get('cursor'))?.value).toBe('6.2026-05-29.0');
    expect((await tasksById(db, [5, 6])).size).toBe(2);
  });
});
