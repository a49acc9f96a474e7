import 'fake-indexeddb/auto';
import type { Mutation, PullResponse, PushResponse, TodaySlice } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinValetDb } from '../db/database';
import { getTask } from '../db/tasks';
import { applyDaySlice } from './apply';
import { SyncEngine, useSyncStatus } from './engine';
import { enqueue } from './local-mutations';
import { assignment, job, page, task } from './test-rows';
import { createTransport } from './transport';

/** Today's route first: an empty phone stores the day's screen, then the first pull fills the rest over it. */

const DAY = '2026-05-01';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const slice: TodaySlice = {
  date: DAY,
  rows: { tasks: [task(5, { scheduledDate: DAY })], taskAssignments: [assignment(1, 5)], jobs: [job(1)] },
};

let db: BinValetDb;
let requests: string[];
let today: () => Response | Promise<Response>;
let pages: (() => PullResponse | Promise<PullResponse>)[];
let pushes: Mutation[][];
let engine: SyncEngine;

beforeEach(() => {
  db = new BinValetDb(`first-day-${Math.random().toString(36).slice(2)}`);
  requests = [];
  pushes = [];
  today = () => json(slice);
  pages = [];
  const fetchFn = async (input: string, init?: RequestInit) => {
    requests.push(input.split('?')[0]);
    if (input.startsWith('/api/sync/today')) {
      expect(input).toBe(`/api/sync/today?date=${DAY}`);
      return today();
    }
    if (input.startsWith('/api/sync/push')) {
      const body = JSON.parse(String(init?.body)) as { mutations: Mutation[] };
      pushes.push(body.mutations);
      const answer: PushResponse = {
        results: body.mutations.map((m) => ({ mutationId: m.mutationId, status: 'applied' })),
      };
      return json(answer);
    }
    const next = pages.shift();
    if (!next) throw new Error('no more pages');
    return json(await next());
  };
  engine = new SyncEngine({
    db,
    transport: createTransport(fetchFn),
    setTimer: () => undefined,
    clearTimer: () => undefined,
    firstDay: () => DAY,
  });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('first pull with the day first', () => {
  it('shows the day before the pages, keeps a tap made during the fill, then pushes it', async () => {
    let tap: Awaited<ReturnType<typeof enqueue>> | undefined;
    pages = [
      async () => {
        // The first page is asked for with the day; it is answered here once the day is stored and flagged.
        await until(() => useSyncStatus.getState().firstDay === DAY);
        expect(useSyncStatus.getState()).toMatchObject({ initialPull: true, firstDay: DAY });
        const stored = await getTask(db, 5);
        expect(stored?.crew?.map((a) => a.id)).toEqual([1]);
        // The crew taps Complete on it while the rest is still on its way.
        tap = await enqueue(db, 'setTaskStatus', {
          taskId: 5,
          status: 'completed',
          completedAt: '2026-05-01T15:00:00Z',
        });
        return { ...page({ tasks: [task(8, { scheduledDate: '2026-04-20' })] }, [], 'c1'), hasMore: true };
      },
      // The page with the day itself: a newer server copy of task 5 and the rest of the day.
      () =>
        page(
          {
            tasks: [
              task(5, { scheduledDate: DAY, notes: 'Dog in yard', version: 50 }),
              task(6, { scheduledDate: DAY }),
            ],
            taskAssignments: [assignment(1, 5)],
          },
          [],
          'c2',
        ),
    ];
    await engine.pullAll();
    expect(requests).toEqual(['/api/sync/today', '/api/sync/pull', '/api/sync/pull']);
    expect(useSyncStatus.getState()).toMatchObject({ initialPull: false, firstDay: null });
    const five = await getTask(db, 5);
    expect(five).toMatchObject({ status: 'completed', notes: 'Dog in yard', version: 50 });
    expect(five?.crew?.map((a) => a.id)).toEqual([1]);
    expect(await getTask(db, 6)).toBeDefined();
    expect(await getTask(db, 8)).toBeDefined();
    expect(await db.outbox.count()).toBe(1);
    // The next round pushes the tap; its pull is an ordinary one (no day slice).
    pages = [() => page({}, [], 'c3')];
    await engine.kick();
    expect(pushes.flat().map((m) => m.mutationId)).toEqual([tap?.mutationId]);
    expect(requests.at(-1)).toBe('/api/sync/pull');
    expect(requests.filter((r) => r === '/api/sync/today')).toHaveLength(1);
  });

  it('leaves the day to the whole pull when the slice is refused, and stops the round with no network', async () => {
    today = () => json({ message: 'date must be a date (YYYY-MM-DD)' }, 400);
    pages = [
      () => {
        expect(useSyncStatus.getState()).toMatchObject({ initialPull: true, firstDay: null });
        return page({ tasks: [task(5, { scheduledDate: DAY })] }, [], 'c1');
      },
    ];
    await engine.pullAll();
    expect(await getTask(db, 5)).toBeDefined();

    const other = new BinValetDb(`first-day-off-${Math.random().toString(36).slice(2)}`);
    const offline = new SyncEngine({
      db: other,
      transport: createTransport(async () => {
        throw new TypeError('Failed to fetch');
      }),
      firstDay: () => DAY,
    });
    await expect(offline.pullAll()).rejects.toMatchObject({ status: 0 });
    expect(useSyncStatus.getState()).toMatchObject({ initialPull: false, firstDay: null });
    other.close();
    await other.delete();
  });

  it('stores the day before a first page that answered first', async () => {
    let answerDay: () => void = () => undefined;
    today = () => new Promise<Response>((resolve) => (answerDay = () => resolve(json(slice))));
    let pageAnswered = false;
    pages = [
      () => {
        pageAnswered = true;
        return { ...page({ tasks: [task(8, { scheduledDate: '2026-04-20' })] }, [], 'c1'), hasMore: true };
      },
      () => page({ tasks: [task(5, { scheduledDate: DAY, version: 50 })] }, [], 'c2'),
    ];
    const seen: (string | null)[] = [];
    const stop = useSyncStatus.subscribe((s) => seen.push(s.firstDay));
    try {
      const pulled = engine.pullAll();
      await until(() => pageAnswered);
      await new Promise((r) => setTimeout(r, 20));
      // The page waits for the day: nothing is stored and no cursor moved yet.
      expect(await db.meta.get('cursor')).toBeUndefined();
      expect(await getTask(db, 8)).toBeUndefined();
      answerDay();
      await pulled;
    } finally {
      stop();
    }
    expect(seen).toContain(DAY);
    expect(await getTask(db, 8)).toBeDefined();
    expect(await getTask(db, 5)).toMatchObject({ version: 50 });
    expect((await db.meta.get('cursor'))?.value).toBe('c2');
  });

  it('stores no page when the day fails for want of a network', async () => {
    today = () => Promise.reject(new TypeError('Failed to fetch'));
    pages = [() => page({ tasks: [task(8, { scheduledDate: '2026-04-20' })] }, [], 'c1')];
    await expect(engine.pullAll()).rejects.toMatchObject({ status: 0 });
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await getTask(db, 8)).toBeUndefined();
  });

  it('never writes a slice over a first pull another tab has started', async () => {
    await db.meta.put({ key: 'cursor', value: 'c1' });
    await applyDaySlice(db, slice);
    expect(await getTask(db, 5)).toBeUndefined();
  });
});
