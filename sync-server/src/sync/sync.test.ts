import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import {
  addDays,
  customerNotes,
  employees,
  type Mutation,
  type PullResponse,
  type PushResponse,
  syncMutations,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, seedJob, setTask, type TestApp, taskById } from '../test-support';

let t: TestApp;
let crew: Awaited<ReturnType<TestApp['userWithRole']>>;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  crew = await t.userWithRole('crew');
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

/** A tap a minute before the push: inside the completion window of a stop due today. */
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

const complete = (taskId: number, completedAt = aMinuteAgo()): Mutation => ({
  mutationId: randomUUID(),
  name: 'setTaskStatus',
  args: { taskId, status: 'completed', completedAt, lat: 47.64, lng: -122.4 },
  createdAt: completedAt,
});

const push = (cookie: string, clientId: string, mutations: Mutation[]) =>
  as(t, cookie).post<PushResponse>('/api/sync/push', { clientId, mutations });

function setup() {
  const customer = addCustomer(t.store);
  const { job, tasks } = addJob(t.store, customer.id, addDays(today, 3));
  // Both stops due today, so the crew may work them.
  t.store.sqlite.prepare('UPDATE tasks SET scheduled_date = ? WHERE job_id = ?').run(today, job.id);
  return { customer, job, curb: tasks[0], back: tasks[1] };
}

describe('POST /api/sync/push', () => {
  it('applies a completion with its own tap time and place', async () => {
    const { curb } = setup();
    const tapped = aMinuteAgo();
    const m = complete(curb.id, tapped);
    const res = await push(crew.cookie, 'client-aaaa', [m]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ mutationId: m.mutationId, status: 'applied' }]);
    const row = taskById(t.store, curb.id);
    expect(row).toMatchObject({ status: 'completed', completedAt: tapped, completedLat: '47.64' });
  });

  it('stamps the change time on the task and the stored result (prepared statements skip the ORM hooks)', async () => {
    const { curb } = setup();
    const before = taskById(t.store, curb.id);
    const started = new Date().toISOString();
    const m = complete(curb.id);
    await push(crew.cookie, 'client-time', [m]);
    const row = taskById(t.store, curb.id);
    expect((row?.updatedAt ?? '') >= started).toBe(true);
    expect(row?.updatedAt).not.toBe(before?.updatedAt);
    expect(row?.version).toBeGreaterThan(before?.version ?? 0);
    const stored = t.store.orm.select().from(syncMutations).where(eq(syncMutations.mutationId, m.mutationId)).get();
    expect((stored?.createdAt ?? '') >= started).toBe(true);
  });

  it('is idempotent: a duplicate push returns the stored result and applies nothing twice', async () => {
    const { curb, customer } = setup();
    const note: Mutation = {
      mutationId: randomUUID(),
      name: 'addCustomerNote',
      args: { customerId: customer.id, text: 'Gate code 1234' },
      createdAt: new Date().toISOString(),
    };
    const batch = [complete(curb.id), note];
    const first = await push(crew.cookie, 'client-dup1', batch);
    const versionAfterFirst = t.store.currentVersion();
    const second = await push(crew.cookie, 'client-dup1', batch);
    expect(second.body).toEqual(first.body);
    expect(t.store.currentVersion()).toBe(versionAfterFirst);
    const notes = t.store.orm.select().from(customerNotes).where(eq(customerNotes.customerId, customer.id)).all();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ adminUsername: crew.username, noteText: 'Gate code 1234' });
  });

  it('survives a lost acknowledgement: the retry gets the same answer even after the row changed', async () => {
    const { curb } = setup();
    const m = complete(curb.id);
    await push(crew.cookie, 'client-lost', [m]); // committed, reply "dropped"
    setTask(t.store, curb.id, { status: 'cancelled' }); // the office acts before the retry arrives
    const retry = await push(crew.cookie, 'client-lost', [m]);
    expect(retry.body.results).toEqual([{ mutationId: m.mutationId, status: 'applied' }]);
    expect(taskById(t.store, curb.id)?.status).toBe('cancelled');
    expect(t.store.orm.select().from(syncMutations).all()).toHaveLength(1);
  });

  it('handles out-of-order retries: each mutation is applied once, in whatever order it arrives', async () => {
    const { curb, back } = setup();
    const m1 = complete(curb.id);
    const m2: Mutation = {
      ...complete(back.id),
      args: { taskId: back.id, status: 'missed', completedAt: m1.createdAt },
    };
    await push(crew.cookie, 'client-ooo1', [m2]);
    const both = await push(crew.cookie, 'client-ooo1', [m1, m2]);
    expect(both.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    await push(crew.cookie, 'client-ooo1', [m1]);
    expect(taskById(t.store, curb.id)?.status).toBe('completed');
    expect(taskById(t.store, back.id)).toMatchObject({ status: 'missed', completedAt: null });
    expect(t.store.orm.select().from(syncMutations).all()).toHaveLength(2);
  });

  it('rejects completing a task the office cancelled, with the reason and the current row', async () => {
    const { curb } = setup();
    setTask(t.store, curb.id, { status: 'cancelled' });
    const m = complete(curb.id);
    const res = await push(crew.cookie, 'client-canc', [m]);
    expect(res.status).toBe(200);
    const [r] = res.body.results;
    expect(r).toMatchObject({ status: 'rejected', reason: 'Task was cancelled by the office' });
    expect(r.status === 'rejected' && r.current?.table === 'tasks' && r.current.row.status).toBe('cancelled');
    expect(taskById(t.store, curb.id)?.completedAt).toBeNull();
  });

  it('rejects invalid arguments and unknown names per mutation, without failing the batch', async () => {
    const { curb } = setup();
    const bad = { mutationId: randomUUID(), name: 'setTaskStatus', args: { taskId: curb.id, status: 'cancelled' } };
    const unknown = { mutationId: randomUUID(), name: 'dropTables', args: {} };
    const good = complete(curb.id);
    const res = await push(crew.cookie, 'client-badargs', [
      { ...bad, createdAt: good.createdAt },
      { ...unknown, createdAt: good.createdAt },
      good,
    ] as Mutation[]);
    expect(res.body.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'applied']);
    expect(res.body.results[0]).toMatchObject({ reason: 'Status must be completed or missed' });
  });

  it('answers 401 mid-queue when the session expired, and applies nothing', async () => {
    const { curb, back } = setup();
    await push(crew.cookie, 'client-401', [complete(curb.id)]);
    // A password change ends every session of the account.
    t.store.write((db) => db.update(employees).set({ sessionEpoch: 9 }).where(eq(employees.id, crew.id)).run());
    const before = t.store.currentVersion();
    const res = await push(crew.cookie, 'client-401', [complete(back.id)]);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required' });
    expect(t.store.currentVersion()).toBe(before);
    expect(taskById(t.store, back.id)?.status).toBe('scheduled');
  });

  it('binds a client id to the first employee; another employee using it gets 403', async () => {
    const { curb } = setup();
    await push(crew.cookie, 'client-bind', [complete(curb.id)]);
    const other = await t.userWithRole('crew');
    const res = await push(other.cookie, 'client-bind', [complete(curb.id)]);
    expect(res.status).toBe(403);
  });

  it('refuses more than 500 mutations and anonymous callers', async () => {
    const { curb } = setup();
    const many = Array.from({ length: 501 }, () => complete(curb.id));
    expect((await push(crew.cookie, 'client-many', many)).status).toBe(400);
    expect((await t.call('POST', '/api/sync/push', { body: { clientId: 'client-anon', mutations: [] } })).status).toBe(
      401,
    );
  });

  it('appends task notes', async () => {
    const { curb } = setup();
    const note = (text: string): Mutation => ({
      mutationId: randomUUID(),
      name: 'addTaskNote',
      args: { taskId: curb.id, text },
      createdAt: new Date().toISOString(),
    });
    await push(crew.cookie, 'client-notes', [note('Dog in yard'), note('Gate stuck')]);
    expect(taskById(t.store, curb.id)?.notes).toBe('Dog in yard\nGate stuck');
  });
});

describe('GET /api/sync/pull', () => {
  /** Pulls page after page to the end, like the PWA; the rows and tombstones of every page merged. */
  async function pullToEnd(cursor = '') {
    const rows: Record<string, { id: number }[]> = {};
    const tombstones: PullResponse['tombstones'] = [];
    for (let pages = 1; pages < 50; pages++) {
      const res = await as(t, crew.cookie).get<PullResponse>(`/api/sync/pull?cursor=${cursor}`);
      expect(res.status).toBe(200);
      for (const [table, list] of Object.entries(res.body.rows)) rows[table] = [...(rows[table] ?? []), ...list];
      tombstones.push(...res.body.tombstones);
      cursor = res.body.cursor;
      if (!res.body.hasMore) return { rows, tombstones, cursor, pages };
    }
    throw new Error('pull never finished');
  }

  it('returns the working set without secrets, then nothing new', async () => {
    const { customer, curb } = setup();
    addJob(t.store, customer.id, addDays(today, 60)); // outside the window
    const first = await pullToEnd();
    // A snapshot: customers, employees and the first week, then a week a page, then changes.
    expect(first.pages).toBeGreaterThan(1);
    expect(first.rows.tasks?.map((r) => r.id)).toEqual([curb.id, curb.id + 1]);
    expect(first.rows.customers?.[0]).not.toHaveProperty('trackingToken');
    for (const e of first.rows.employees ?? []) {
      expect(e).not.toHaveProperty('passwordHash');
      expect(e).not.toHaveProperty('sessionEpoch');
    }
    const next = await as(t, crew.cookie).get<PullResponse>(`/api/sync/pull?cursor=${first.cursor}`);
    expect(next.body.rows).toEqual({});
    expect(next.body.tombstones).toEqual([]);
    expect(next.body.hasMore).toBe(false);
  });

  it('delivers office changes and deletions after the cursor', async () => {
    const { curb, job } = setup();
    const first = await pullToEnd();
    setTask(t.store, curb.id, { status: 'cancelled' });
    const admin = await t.adminCookie();
    expect((await as(t, admin).delete(`/api/jobs/${job.id}`)).status).toBeLessThan(300);
    const next = await pullToEnd(first.cursor);
    expect(next.tombstones).toEqual(
      expect.arrayContaining([
        { table: 'jobs', id: job.id },
        { table: 'tasks', id: curb.id },
      ]),
    );
  });

  it('compresses a big page for a client that accepts it, and leaves a small one as it is', async () => {
    // Stops of today nobody holds yet are in every crew phone's working set, customers included.
    for (let i = 0; i < 40; i++) seedJob(t, today);
    const get = (cursor: string) =>
      t.app.request(`http://localhost:3000/api/sync/pull?cursor=${cursor}`, {
        headers: { cookie: crew.cookie, 'accept-encoding': 'gzip, deflate, br' },
      });
    const read = async (res: Response) => {
      const body = Buffer.from(await res.arrayBuffer());
      const text = res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body) : body;
      return JSON.parse(text.toString()) as PullResponse;
    };
    const first = await get('');
    expect(first.headers.get('content-encoding')).toBe('br');
    const page = await read(first);
    expect(page.rows.customers?.length).toBeGreaterThanOrEqual(40);
    let { cursor, hasMore } = page;
    while (hasMore) ({ cursor, hasMore } = await read(await get(cursor)));
    const small = await get(cursor);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(((await small.json()) as PullResponse).rows).toEqual({});
  });

  it('refuses a malformed cursor and limit', async () => {
    expect((await as(t, crew.cookie).get('/api/sync/pull?cursor=abc')).status).toBe(400);
    expect((await as(t, crew.cookie).get('/api/sync/pull?limit=0')).status).toBe(400);
  });
});

describe('GET /api/sync/events', () => {
  it('pokes with the latest version on connect and after each commit', async () => {
    const controller = new AbortController();
    const res = await t.app.request('http://localhost:3000/api/sync/events', {
      headers: { cookie: crew.cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const next = async () => decoder.decode((await reader.read()).value);
    expect(await next()).toContain(`data: {"version":${t.store.currentVersion()}}`);
    addCustomer(t.store);
    expect(await next()).toContain(`data: {"version":${t.store.currentVersion()}}`);
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.call('GET', '/api/sync/events')).status).toBe(401);
  });
});
