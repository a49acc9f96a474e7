import {
  addDays,
  customers,
  employees,
  jobs,
  OFFICE_WINDOW_DAYS_AHEAD,
  OFFICE_WINDOW_DAYS_BACK,
  type PullResponse,
  SYNC_TABLES,
  type SyncTable,
  taskAssignments,
  tasks,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, createTestApp, type TestApp } from '../test-support';
import { pullPage } from './pull';
import { windowFor } from './pull-cursor';

/**
 * The cursor under concurrent writes and a moving window: random office writes interleaved with pull
 * pages of random sizes and days passing. Invariants: no (table, id, version) is ever delivered twice,
 * and once the client has pulled to the end it holds exactly the server's working set.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

type Client = { [K in SyncTable]: Map<number, { id: number; version: number } & Record<string, unknown>> } & {
  cursor: string;
  seen: Set<string>;
  repeats: string[];
};
const newClient = (): Client =>
  Object.assign(Object.fromEntries(SYNC_TABLES.map((n) => [n, new Map()])) as unknown as Client, {
    cursor: '',
    seen: new Set<string>(),
    repeats: [] as string[],
  });

/** What the PWA does with a page (pwa/src/sync/apply.ts), including pruning behind the window. */
function apply(client: Client, page: PullResponse) {
  for (const name of SYNC_TABLES) {
    for (const row of (page.rows[name] ?? []) as ({ id: number; version: number } & Record<string, unknown>)[]) {
      const key = `${name}:${row.id}:${row.version}`;
      if (client.seen.has(key)) client.repeats.push(key);
      client.seen.add(key);
      client[name].set(row.id, row);
    }
  }
  for (const tomb of page.tombstones) {
    client[tomb.table].delete(tomb.id);
    if (tomb.table === 'tasks')
      for (const [id, a] of client.taskAssignments) if (a.taskId === tomb.id) client.taskAssignments.delete(id);
    if (tomb.table === 'jobs')
      for (const [id, a] of client.jobAssignments) if (a.jobId === tomb.id) client.jobAssignments.delete(id);
  }
  client.cursor = page.cursor;
  if (!page.hasMore) {
    const jobStart = addDays(page.window.start, -7);
    for (const [id, task] of client.tasks)
      if ((task.scheduledDate as string) < page.window.start) {
        client.tasks.delete(id);
        for (const [aid, a] of client.taskAssignments) if (a.taskId === id) client.taskAssignments.delete(aid);
      }
    for (const [id, job] of client.jobs)
      if ((job.collectionDate as string) < jobStart) {
        client.jobs.delete(id);
        for (const [aid, a] of client.jobAssignments) if (a.jobId === id) client.jobAssignments.delete(aid);
      }
  }
}

function pullToEnd(client: Client, today: string, limit: number) {
  for (let i = 0; i < 1000; i++) {
    const page = pullPage(t.store, client.cursor, limit, today);
    apply(client, page);
    if (!page.hasMore) return;
  }
  throw new Error('pull never finished');
}

/** The server's working set for `today`, as id → version per table. */
function serverSet(today: string) {
  const w = windowFor(today, 'office');
  const jw = { start: addDays(w.start, -7), end: addDays(w.end, 7) };
  const db = t.store.orm;
  const taskRows = db
    .select()
    .from(tasks)
    .all()
    .filter((r) => r.scheduledDate >= w.start && r.scheduledDate <= w.end);
  const taskIds = new Set(taskRows.map((r) => r.id));
  return {
    customers: db.select({ id: customers.id, version: customers.version }).from(customers).all(),
    employees: db.select({ id: employees.id, version: employees.version }).from(employees).all(),
    jobs: db
      .select()
      .from(jobs)
      .all()
      .filter((r) => r.collectionDate >= jw.start && r.collectionDate <= jw.end),
    tasks: taskRows,
    taskAssignments: db
      .select()
      .from(taskAssignments)
      .all()
      .filter((a) => taskIds.has(a.taskId)),
  };
}

const versions = (rows: { id: number; version: number }[]) =>
  rows.map((r) => `${r.id}@${r.version}`).sort((a, b) => a.localeCompare(b));
const clientVersions = (m: Map<number, { id: number; version: number }>) => versions([...m.values()]);

type Op =
  | { kind: 'job'; customer: number; offset: number }
  | { kind: 'status'; pick: number; status: 'completed' | 'missed' | 'cancelled' | 'scheduled' }
  | { kind: 'move'; pick: number; offset: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'assign'; pick: number }
  | { kind: 'rename'; customer: number }
  | { kind: 'pull'; limit: number }
  | { kind: 'day'; days: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('job' as const), customer: fc.nat(2), offset: fc.integer({ min: -30, max: 50 }) }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom('completed' as const, 'missed' as const, 'cancelled' as const, 'scheduled' as const),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), offset: fc.integer({ min: -20, max: 40 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('assign' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('rename' as const), customer: fc.nat(2) }),
  fc.record({ kind: fc.constant('pull' as const), limit: fc.integer({ min: 1, max: 7 }) }),
  fc.record({ kind: fc.constant('day' as const), days: fc.integer({ min: 1, max: 9 }) }),
);

describe('pull cursor', () => {
  it('never skips or repeats rows under concurrent writes and a moving window', () => {
    const start = '2026-03-02';
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 5, maxLength: 60 }), (ops) => {
        t.store.sqlite.exec('DELETE FROM task_assignments; DELETE FROM jobs; DELETE FROM signups;');
        const crewId = t.store.orm.select().from(employees).get()?.id ?? 1;
        const custIds = [0, 1, 2].map((i) => addCustomer(t.store, { name: `C${i}`, address: `${i} Oak St` }).id);
        let today = start;
        const client = newClient();
        // Jobs beyond the window and a first pull, so passing days must bring them in by catch-up.
        for (const [i, off] of [33, 38, 45].entries()) addJob(t.store, custIds[i], addDays(today, off));
        apply(client, pullPage(t.store, client.cursor, 4, today));
        let n = 0;
        for (const op of ops) {
          const allTasks = t.store.orm.select().from(tasks).all();
          const task = allTasks.length
            ? allTasks[op.kind === 'job' ? 0 : ('pick' in op ? op.pick : 0) % allTasks.length]
            : undefined;
          switch (op.kind) {
            case 'job': {
              const date = addDays(today, op.offset); // a customer has one job per date: skip repeats
              const exists = t.store.orm.select().from(jobs).where(eq(jobs.collectionDate, date)).all();
              if (!exists.some((j) => j.customerId === custIds[op.customer]))
                addJob(t.store, custIds[op.customer], date);
              break;
            }
            case 'status':
              if (task)
                t.store.write((db) => db.update(tasks).set({ status: op.status }).where(eq(tasks.id, task.id)).run());
              break;
            case 'move': {
              // Office moves stay inside the working set (see the known limitation in the report).
              const w = windowFor(today, 'office');
              const date = addDays(
                w.start,
                Math.abs(op.offset) % (OFFICE_WINDOW_DAYS_BACK + OFFICE_WINDOW_DAYS_AHEAD + 1),
              );
              if (task && task.scheduledDate >= w.start)
                t.store.write((db) => db.update(tasks).set({ scheduledDate: date }).where(eq(tasks.id, task.id)).run());
              break;
            }
            case 'delete':
              if (task) t.store.write((db) => db.delete(jobs).where(eq(jobs.id, task.jobId)).run());
              break;
            case 'assign':
              if (task)
                t.store.write((db) => db.insert(taskAssignments).values({ taskId: task.id, employeeId: crewId }).run());
              break;
            case 'rename':
              t.store.write((db) =>
                db
                  .update(customers)
                  .set({ name: `N${n++}` })
                  .where(eq(customers.id, custIds[op.customer]))
                  .run(),
              );
              break;
            case 'pull':
              apply(client, pullPage(t.store, client.cursor, op.limit, today));
              break;
            case 'day':
              today = addDays(today, op.days);
              break;
          }
        }
        pullToEnd(client, today, 3);
        expect(client.repeats).toEqual([]);
        const server = serverSet(today);
        expect(clientVersions(client.customers)).toEqual(versions(server.customers));
        expect(clientVersions(client.employees)).toEqual(versions(server.employees));
        expect(clientVersions(client.tasks)).toEqual(versions(server.tasks));
        expect(clientVersions(client.jobs)).toEqual(versions(server.jobs));
        expect(clientVersions(client.taskAssignments)).toEqual(versions(server.taskAssignments));
      }),
      { numRuns: 60 },
    );
  });

  it('delivers a job that enters the window as days pass, without any version change', () => {
    const c = addCustomer(t.store);
    const today = '2026-03-02';
    const { job, tasks: made } = addJob(t.store, c.id, addDays(today, 40));
    // Both stops on the collection date, whatever the customer's curb and return days.
    t.store.write((db) =>
      db
        .update(tasks)
        .set({ scheduledDate: addDays(today, 40) })
        .where(eq(tasks.jobId, job.id))
        .run(),
    );
    const client = newClient();
    pullToEnd(client, today, 100);
    expect(client.tasks.size).toBe(0);
    const versionBefore = t.store.currentVersion();
    pullToEnd(client, addDays(today, 35), 100);
    expect(t.store.currentVersion()).toBe(versionBefore);
    expect([...client.tasks.keys()].sort()).toEqual(made.map((m) => m.id).sort());
  });

  it('sends a task moved out of the window as a removal', () => {
    const c = addCustomer(t.store);
    const today = '2026-03-02';
    const { job, tasks: made } = addJob(t.store, c.id, addDays(today, 3));
    t.store.write((db) =>
      db
        .update(tasks)
        .set({ scheduledDate: addDays(today, 3) })
        .where(eq(tasks.jobId, job.id))
        .run(),
    );
    const client = newClient();
    pullToEnd(client, today, 100);
    expect(client.tasks.has(made[0].id)).toBe(true);
    t.store.write((db) =>
      db
        .update(tasks)
        .set({ scheduledDate: addDays(today, 90) })
        .where(eq(tasks.id, made[0].id))
        .run(),
    );
    pullToEnd(client, today, 100);
    expect(client.tasks.has(made[0].id)).toBe(false);
  });
});
