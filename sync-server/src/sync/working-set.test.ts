import { randomUUID } from 'node:crypto';
import {
  addDays,
  jobAssignments,
  jobs,
  type PullResponse,
  type SyncTable,
  taskAssignments,
  tasks,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, seedJob, type TestApp } from '../test-support';
import { pruneMutationResults } from './retention';

/**
 * A crew phone holds its working set (docs/decisions/0043-crew-working-set.md): its own stops, its
 * crew's, and the stops of today and tomorrow nobody holds, with their jobs and customers; stops enter
 * and leave it as the office assigns, unassigns and reassigns, whether the phone was online or not.
 */

let t: TestApp;
let today: string;
let office: string;
type Crew = { id: number; cookie: string };
let casey: Crew;
let riley: Crew;
let sam: Crew;

beforeAll(async () => {
  t = await createTestApp();
  today = todayIn(t.config.businessTz);
  office = (await t.userWithRole('manager', 'office-ws')).cookie;
  casey = await t.userWithRole('crew', 'casey-ws');
  riley = await t.userWithRole('crew', 'riley-ws');
  sam = await t.userWithRole('crew', 'sam-ws');
});
afterAll(() => t.cleanup());

/** What a phone stores, applied page by page as the client does (a removed task takes its crew). */
class Phone {
  cursor = '';
  rows = new Map<SyncTable, Map<number, { id: number }>>();
  restarts = 0;
  constructor(readonly cookie: string) {}
  table(name: SyncTable) {
    const m = this.rows.get(name) ?? new Map<number, { id: number }>();
    this.rows.set(name, m);
    return m;
  }
  ids(name: SyncTable) {
    return [...this.table(name).keys()].sort((a, b) => a - b);
  }
  apply(page: PullResponse) {
    if (page.restart) {
      this.rows.clear();
      this.restarts++;
    }
    for (const [name, list] of Object.entries(page.rows) as [SyncTable, { id: number }[]][])
      for (const row of list) this.table(name).set(row.id, row);
    for (const { table, id } of page.tombstones) {
      this.table(table).delete(id);
      if (table === 'tasks')
        for (const [aid, a] of this.table('taskAssignments'))
          if ((a as unknown as { taskId: number }).taskId === id) this.table('taskAssignments').delete(aid);
    }
    this.cursor = page.cursor;
  }
  async pull(limit = 1000) {
    for (let i = 0; i < 500; i++) {
      const res = await as(t, this.cookie).get<PullResponse>(
        `/api/sync/pull?limit=${limit}&cursor=${encodeURIComponent(this.cursor)}`,
      );
      expect(res.status).toBe(200);
      this.apply(res.body);
      if (!res.body.hasMore) return;
    }
    throw new Error('pull never finished');
  }
}

const assign = async (taskId: number, who: Crew) => {
  const res = await as(t, office).post<{ id: number }>('/api/tasks/assignments', { taskId, employeeId: who.id });
  expect(res.status).toBe(201);
  return res.body.id;
};
const unassign = async (assignmentId: number) =>
  expect((await as(t, office).delete(`/api/tasks/assignments/${assignmentId}`)).status).toBe(204);

describe('a crew phone holds its working set', () => {
  it('takes own, crew and unheld stops, and a reassignment reaches both phones with what the stop needs', async () => {
    // Riley's stop in five days, its customer and job written long before either phone pulls.
    const rileys = seedJob(t, addDays(today, 5), 'Riley Customer');
    const caseys = seedJob(t, addDays(today, 3), 'Casey Customer');
    const open = seedJob(t, today, 'Open Customer');
    const later = seedJob(t, addDays(today, 9), 'Later Open Customer');
    const shared = seedJob(t, addDays(today, 2), 'Shared Customer');
    const rileyAssignment = await assign(rileys.curb.id, riley);
    await assign(caseys.curb.id, casey);
    await assign(caseys.back.id, casey);
    // Sam and Riley share a stop: Sam's phone holds Riley's stops too.
    await assign(shared.curb.id, riley);
    await assign(shared.curb.id, sam);

    const caseyPhone = new Phone(casey.cookie);
    const rileyPhone = new Phone(riley.cookie);
    const samPhone = new Phone(sam.cookie);
    await Promise.all([caseyPhone.pull(), rileyPhone.pull(), samPhone.pull()]);
    const caseyHas = (id: number) => caseyPhone.table('tasks').has(id);
    expect(caseyHas(caseys.curb.id) && caseyHas(caseys.back.id)).toBe(true);
    expect(caseyHas(open.curb.id) && caseyHas(open.back.id)).toBe(true);
    expect(caseyHas(rileys.curb.id)).toBe(false);
    expect(caseyHas(later.curb.id)).toBe(false);
    expect(caseyPhone.table('customers').has(rileys.customer.id)).toBe(false);
    expect(samPhone.table('tasks').has(rileys.curb.id)).toBe(true);
    expect(samPhone.table('tasks').has(caseys.curb.id)).toBe(false);

    // The office hands Riley's stop to Casey.
    await unassign(rileyAssignment);
    await assign(rileys.curb.id, casey);
    await Promise.all([caseyPhone.pull(), rileyPhone.pull(), samPhone.pull()]);
    expect(caseyHas(rileys.curb.id)).toBe(true);
    expect(caseyPhone.table('jobs').has(rileys.job.id)).toBe(true);
    expect(caseyPhone.table('customers').get(rileys.customer.id)).toMatchObject({ name: 'Riley Customer' });
    expect(
      [...caseyPhone.table('taskAssignments').values()].some(
        (a) => (a as unknown as { taskId: number }).taskId === rileys.curb.id,
      ),
    ).toBe(true);
    expect(rileyPhone.table('tasks').has(rileys.curb.id)).toBe(false);
    expect(rileyPhone.table('customers').has(rileys.customer.id)).toBe(false);
    expect(samPhone.table('tasks').has(rileys.curb.id)).toBe(false);
  });

  it('lets a change made on the stop before it left still apply', async () => {
    const stop = seedJob(t, today, 'Pending Customer');
    const mine = await assign(stop.curb.id, riley);
    const phone = new Phone(riley.cookie);
    await phone.pull();
    expect(phone.table('tasks').has(stop.curb.id)).toBe(true);
    // Offline, Riley completes it; meanwhile the office gives it to Casey.
    const completedAt = new Date(Date.now() - 60_000).toISOString();
    await unassign(mine);
    await assign(stop.curb.id, casey);
    const push = await as(t, riley.cookie).post<{ results: { status: string }[] }>('/api/sync/push', {
      clientId: randomUUID(),
      mutations: [
        {
          mutationId: randomUUID(),
          name: 'setTaskStatus',
          args: { taskId: stop.curb.id, status: 'completed', completedAt },
          createdAt: completedAt,
        },
      ],
    });
    expect(push.body.results[0].status).toBe('applied');
    await phone.pull();
    expect(phone.table('tasks').has(stop.curb.id)).toBe(false);
    const caseyPhone = new Phone(casey.cookie);
    await caseyPhone.pull();
    expect(caseyPhone.table('tasks').get(stop.curb.id)).toMatchObject({ status: 'completed' });
  });
});

describe('held sets', () => {
  it('pruned after the retention period: the phone starts its replica again and ends with its set', async () => {
    const stop = seedJob(t, addDays(today, 4), 'Pruned Customer');
    await assign(stop.curb.id, casey);
    const phone = new Phone(casey.cookie);
    await phone.pull();
    t.store.sqlite.exec(`UPDATE sync_held_sets SET created_at = '2020-01-01T00:00:00.000Z'`);
    await pruneMutationResults(t.store, Date.now());
    expect(t.store.sqlite.prepare('SELECT count(*) AS n FROM sync_held_sets').get()).toEqual({ n: 0 });
    await phone.pull();
    expect(phone.restarts).toBe(1);
    expect(phone.ids('tasks')).toEqual(expectedSet(casey.id));
    expect(phone.table('tasks').has(stop.curb.id)).toBe(true);
  });
});

/** The rule, written out independently of the server's query. */
function expectedSet(employeeId: number): number[] {
  const w = { start: addDays(today, -14), end: addDays(today, 28) };
  const all = t.store.orm.select().from(tasks).all();
  const ta = t.store.orm.select().from(taskAssignments).all();
  const ja = t.store.orm.select().from(jobAssignments).all();
  const inWindow = all.filter((x) => x.scheduledDate >= w.start && x.scheduledDate <= w.end);
  const holders = (task: (typeof all)[number]) => [
    ...ta.filter((a) => a.taskId === task.id && a.status !== 'reassigned').map((a) => a.employeeId),
    ...ja.filter((a) => a.jobId === task.jobId && a.status !== 'reassigned').map((a) => a.employeeId),
  ];
  const crew = new Set([employeeId]);
  for (const x of inWindow) if (holders(x).includes(employeeId)) for (const e of holders(x)) crew.add(e);
  const soon = [today, addDays(today, 1)];
  return inWindow
    .filter((x) => {
      const h = holders(x);
      return h.some((e) => crew.has(e)) || (h.length === 0 && soon.includes(x.scheduledDate));
    })
    .map((x) => x.id)
    .sort((a, b) => a - b);
}

type Step =
  | { kind: 'assignTask'; stop: number; who: number }
  | { kind: 'assignJob'; stop: number; who: number }
  | { kind: 'unassign'; stop: number }
  | { kind: 'handOn'; stop: number }
  | { kind: 'move'; stop: number; days: number }
  | { kind: 'pull'; phone: number; limit: number };

const STOPS = 8;
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('assignTask' as const), stop: fc.nat(STOPS - 1), who: fc.nat(2) }),
  fc.record({ kind: fc.constant('assignJob' as const), stop: fc.nat(STOPS - 1), who: fc.nat(2) }),
  fc.record({ kind: fc.constant('unassign' as const), stop: fc.nat(STOPS - 1) }),
  fc.record({ kind: fc.constant('handOn' as const), stop: fc.nat(STOPS - 1) }),
  fc.record({ kind: fc.constant('move' as const), stop: fc.nat(STOPS - 1), days: fc.integer({ min: -20, max: 35 }) }),
  fc.record({ kind: fc.constant('pull' as const), phone: fc.nat(2), limit: fc.constantFrom(1, 3, 1000) }),
);

describe('for random assignment histories', () => {
  it('every phone ends with exactly its working set, and its rows are the server’s', async () => {
    const people = () => [casey, riley, sam];
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 30 }), async (steps) => {
        t.store.sqlite.exec('DELETE FROM signups; DELETE FROM task_assignments; DELETE FROM job_assignments;');
        const stops = Array.from({ length: STOPS }, (_, i) => seedJob(t, addDays(today, (i % 4) - 1), `P${i}`));
        const phones = people().map((p) => new Phone(p.cookie));
        for (const p of phones) await p.pull();
        for (const s of steps) {
          if (s.kind === 'pull') {
            await phones[s.phone].pull(s.limit);
            continue;
          }
          const stop = stops[s.stop];
          t.store.write((db) => {
            if (s.kind === 'assignTask')
              db.insert(taskAssignments).values({ taskId: stop.curb.id, employeeId: people()[s.who].id }).run();
            else if (s.kind === 'assignJob')
              db.insert(jobAssignments).values({ jobId: stop.job.id, employeeId: people()[s.who].id }).run();
            else if (s.kind === 'unassign') {
              db.delete(taskAssignments).where(eq(taskAssignments.taskId, stop.curb.id)).run();
              db.delete(jobAssignments).where(eq(jobAssignments.jobId, stop.job.id)).run();
            } else if (s.kind === 'handOn') {
              db.update(taskAssignments)
                .set({ status: 'reassigned' })
                .where(eq(taskAssignments.taskId, stop.curb.id))
                .run();
              db.update(jobAssignments)
                .set({ status: 'reassigned' })
                .where(eq(jobAssignments.jobId, stop.job.id))
                .run();
            } else if (s.kind === 'move')
              db.update(tasks)
                .set({ scheduledDate: addDays(today, s.days) })
                .where(eq(tasks.id, stop.curb.id))
                .run();
          });
        }
        for (const [i, p] of phones.entries()) {
          await p.pull();
          const want = expectedSet(people()[i].id);
          expect(p.ids('tasks')).toEqual(want);
          const server = t.store.orm.select().from(tasks).all();
          for (const id of want) expect(p.table('tasks').get(id)).toEqual(server.find((x) => x.id === id));
          const jobIds = [...new Set(server.filter((x) => want.includes(x.id)).map((x) => x.jobId))].sort(
            (a, b) => a - b,
          );
          expect(p.ids('jobs')).toEqual(jobIds);
          const serverJobs = t.store.orm.select().from(jobs).all();
          const customerIds = [
            ...new Set(serverJobs.filter((j) => jobIds.includes(j.id)).map((j) => j.customerId)),
          ].sort((a, b) => a - b);
          expect(p.ids('customers')).toEqual(customerIds);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
