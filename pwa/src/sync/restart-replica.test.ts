import 'fake-indexeddb/auto';
import type { Mutation, PushResponse } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinValetDb } from '../db/database';
import { getTask, putTasks, tasksById } from '../db/tasks';
import { SyncEngine } from './engine';
import { enqueue } from './local-mutations';
import { page, task } from './test-rows';
import { createTransport } from './transport';

/** The server was restored from a backup: the phone drops its replica, keeps its outbox, and pulls again. */
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let db: BinValetDb;
let requests: string[];
let pulls: (() => unknown)[];
let engine: SyncEngine;
beforeEach(async () => {
  db = new BinValetDb(`restart-${Math.random().toString(36).slice(2)}`);
  // The phone's replica before the restore: task 9 exists only in the future the restore undid.
  await putTasks(db, [task(1), task(2), task(9)]);
  await db.meta.put({ key: 'cursor', value: '120.2026-05-29.100.77' });
  requests = [];
  pulls = [];
  const fetchFn = async (input: string, init?: RequestInit) => {
    if (input.startsWith('/api/sync/push')) {
      const { mutations } = JSON.parse(String(init?.body)) as { mutations: Mutation[] };
      requests.push(`push ${mutations.length}`);
      const answer: PushResponse = { results: mutations.map((m) => ({ mutationId: m.mutationId, status: 'applied' })) };
      return json(answer);
    }
    requests.push(`pull ${new URL(input, 'http://x').searchParams.get('cursor')}`);
    return json(pulls.shift()?.());
  };
  engine = new SyncEngine({
    db,
    transport: createTransport(fetchFn),
    setTimer: () => undefined,
    clearTimer: () => undefined,
  });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const restart = () => ({ ...page({}, [], ''), hasMore: true, restart: true });

describe('a pull answered "start again"', () => {
  it('pushes the outbox first, then drops the old rows and pulls from an empty cursor', async () => {
    await enqueue(db, 'setTaskStatus', { taskId: 1, status: 'completed', completedAt: new Date().toISOString() });
    pulls.push(restart, () => page({ tasks: [task(1, { status: 'completed' }), task(2)] }, [], '5.2026-05-29.5.88'));
    await engine.kick();
    expect(requests).toEqual(['push 1', 'pull 120.2026-05-29.100.77', 'pull ']);
    expect([...(await tasksById(db, [1, 2, 9])).keys()].sort()).toEqual([1, 2]);
    expect((await db.meta.get('cursor'))?.value).toBe('5.2026-05-29.5.88');
  });

  it('keeps a change still in the outbox, and its effect on the freshly pulled row', async () => {
    await enqueue(db, 'setTaskStatus', { taskId: 2, status: 'missed', completedAt: new Date().toISOString() });
    pulls.push(restart, () => page({ tasks: [task(1), task(2)] }, [], '5.2026-05-29.5.88'));
    await engine.pullAll();
    expect(await db.outbox.count()).toBe(1);
    expect((await getTask(db, 2))?.status).toBe('missed');
    expect(await getTask(db, 9)).toBeUndefined();
  });
});
