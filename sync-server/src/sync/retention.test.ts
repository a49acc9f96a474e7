import {
  addDays,
  type Mutation,
  newMutationId,
  type PullResponse,
  type PushResponse,
  syncMutations,
  todayIn,
  weekdayOf,
} from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, type TestApp, taskById } from '../test-support';
import {
  MUTATION_RETENTION_DAYS,
  mutationIdTime,
  pruneMutationResults,
  startMutationPruning,
  TOO_OLD_REASON,
} from './retention';

/** The sync log stays bounded: junk is answered but not kept, and old results are pruned. */
let t: TestApp;
let crew: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeEach(async () => {
  t = await createTestApp();
  crew = await t.userWithRole('crew');
});
afterEach(() => t.cleanup());

const DAY = 24 * 60 * 60 * 1000;
const push = (clientId: string, mutations: unknown[]) =>
  as(t, crew.cookie).post<PushResponse>('/api/sync/push', { clientId, mutations });

/** A stop the crew may close now, whatever today is: its bins-to-curb task is today's. */
function task() {
  const today = todayIn(t.config.businessTz);
  const customer = addCustomer(t.store, { binsToCurbDay: weekdayOf(today) });
  return addJob(t.store, customer.id, addDays(today, 3)).tasks[0];
}

const complete = (taskId: number, madeAt = Date.now()): Mutation<'setTaskStatus'> => ({
  mutationId: newMutationId(madeAt),
  name: 'setTaskStatus',
  args: { taskId, status: 'completed', completedAt: new Date(madeAt).toISOString() },
  createdAt: new Date(madeAt).toISOString(),
});

const storedRows = () => t.store.orm.select().from(syncMutations).all();

describe('POST /api/sync/push keeps no junk', () => {
  it('answers unknown names and bad arguments with a refusal and stores nothing for them', async () => {
    const junk = Array.from({ length: 500 }, (_, i) => ({
      mutationId: newMutationId(),
      name: `dropTables${i}`,
      args: { payload: 'x'.repeat(500) },
      createdAt: new Date().toISOString(),
    }));
    const res = await push('client-junk', junk);
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(500);
    expect(res.body.results[0]).toEqual({
      mutationId: junk[0].mutationId,
      status: 'rejected',
      reason: 'Unknown change "dropTables0"',
      current: null,
    });
    const badArgs = { ...complete(task().id), args: { taskId: 'nope' } };
    const bad = await push('client-junk', [badArgs]);
    expect(bad.body.results[0]).toMatchObject({ status: 'rejected' });
    expect(storedRows()).toHaveLength(0);
  });

  it('still stores and replays known changes exactly once alongside refused ones', async () => {
    const curb = task();
    const good = complete(curb.id);
    const unknown = { mutationId: newMutationId(), name: 'nope', args: {}, createdAt: good.createdAt };
    const first = await push('client-mixed', [unknown, good]);
    expect(first.body.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    const again = await push('client-mixed', [unknown, good]);
    expect(again.body).toEqual(first.body);
    expect(storedRows().map((r) => r.mutationId)).toEqual([good.mutationId]);
  });
});

describe('retention of push results', () => {
  it('reads the creation time out of a time-ordered mutation id, and nothing out of others', () => {
    const at = Date.UTC(2026, 4, 1, 12, 0, 0, 123);
    expect(mutationIdTime(newMutationId(at))).toBe(at);
    expect(mutationIdTime('2b4c0e8e-4d0a-4c6e-9a0a-0c1d2e3f4a5b')).toBeUndefined();
    expect(mutationIdTime('not-a-uuid')).toBeUndefined();
  });

  it(`refuses a change made more than ${MUTATION_RETENTION_DAYS} days ago with a readable reason and the current row`, async () => {
    const curb = task();
    const old = complete(curb.id, Date.now() - (MUTATION_RETENTION_DAYS + 1) * DAY);
    const res = await push('client-old', [old]);
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({
      mutationId: old.mutationId,
      status: 'rejected',
      reason: TOO_OLD_REASON,
      current: { table: 'tasks', row: { id: curb.id, status: 'scheduled' } },
    });
    expect(taskById(t.store, curb.id)?.status).toBe('scheduled');
    expect(storedRows()).toHaveLength(0);
  });

  it('applies a change made within the retention period, even one queued for weeks', async () => {
    const curb = task();
    const res = await push('client-weeks', [complete(curb.id, Date.now() - (MUTATION_RETENTION_DAYS - 1) * DAY)]);
    expect(res.body.results[0].status).toBe('applied');
    expect(taskById(t.store, curb.id)?.status).toBe('completed');
  });

  it('prunes results stored before the retention period and a late retry is refused, not applied twice', async () => {
    const curb = task();
    const fresh = complete(curb.id);
    await push('client-prune', [fresh]);
    // A result recorded 70 days ago (as if its push had come in then) next to today's.
    const old = complete(task().id, Date.now() - 70 * DAY);
    t.store.sqlite
      .prepare(
        'INSERT INTO sync_mutations (client_id, mutation_id, employee_id, name, result, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        'client-prune',
        old.mutationId,
        crew.id,
        old.name,
        '{"status":"applied"}',
        new Date(Date.now() - 70 * DAY).toISOString(),
      );
    expect(storedRows()).toHaveLength(2);
    expect(await pruneMutationResults(t.store, Date.now())).toBe(1);
    expect(storedRows().map((r) => r.mutationId)).toEqual([fresh.mutationId]);

    // Its retry arrives after the prune: refused with the reason, the task left as the office has it.
    const retry = await push('client-prune', [old]);
    expect(retry.body.results[0]).toMatchObject({ status: 'rejected', reason: TOO_OLD_REASON });
    expect(taskById(t.store, old.args.taskId as number)?.status).toBe('scheduled');
    // The fresh one still answers from its stored result.
    expect((await push('client-prune', [fresh])).body.results[0]).toEqual({
      mutationId: fresh.mutationId,
      status: 'applied',
    });
  });
});

describe('the daily pruning', () => {
  it('runs at start and removes a large backlog in chunks, keeping recent results', async () => {
    const insert = t.store.sqlite.prepare(
      'INSERT INTO sync_mutations (client_id, mutation_id, employee_id, name, result, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const old = new Date(Date.now() - 90 * DAY).toISOString();
    const recent = new Date(Date.now() - 30 * DAY).toISOString();
    t.store.sqlite.transaction(() => {
      for (let i = 0; i < 12_000; i++) insert.run('client-backlog', `old-${i}`, crew.id, 'setTaskStatus', '{}', old);
      insert.run('client-backlog', 'recent', crew.id, 'setTaskStatus', '{}', recent);
    })();
    const logs: string[] = [];
    const pruning = startMutationPruning(t.store, { log: (m) => logs.push(m) });
    await pruning.tick();
    pruning.stop();
    expect(storedRows().map((r) => r.mutationId)).toEqual(['recent']);
    expect(logs.join('\n')).toContain('pruned 12000 push results');
  });
});

describe('GET /api/sync/pull?cursor=0', () => {
  it('means from the start, like no cursor', async () => {
    task();
    const none = await as(t, crew.cookie).get<PullResponse>('/api/sync/pull');
    const zero = await as(t, crew.cookie).get<PullResponse>('/api/sync/pull?cursor=0');
    expect(zero.status).toBe(200);
    expect(zero.body.rows).toEqual(none.body.rows);
    expect(zero.body.cursor).toBe(none.body.cursor);
    expect((await as(t, crew.cookie).get('/api/sync/pull?cursor=00')).status).toBe(400);
  });
});
