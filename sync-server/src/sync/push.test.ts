import { randomUUID } from 'node:crypto';
import {
  addDays,
  type Mutation,
  messages,
  type PushResponse,
  syncClients,
  syncMutations,
  todayIn,
} from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, setTask, type TestApp, taskById } from '../test-support';

/** The batch paths of the push handler: one lookup of stored results, one transaction per batch. */
let t: TestApp;
let crew: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeEach(async () => {
  t = await createTestApp();
  crew = await t.userWithRole('crew');
});
afterEach(() => t.cleanup());

/** A tap a minute before the push: inside the completion window of a stop due today. */
const TAPPED = new Date(Date.now() - 60_000).toISOString();

const setStatus = (
  taskId: number,
  status: 'completed' | 'missed',
  mutationId: string = randomUUID(),
  completedAt = TAPPED,
): Mutation => ({
  mutationId,
  name: 'setTaskStatus',
  args: { taskId, status, completedAt },
  createdAt: completedAt,
});

const push = (cookie: string, clientId: string, mutations: Mutation[]) =>
  as(t, cookie).post<PushResponse>('/api/sync/push', { clientId, mutations });

/** A job's two stops, both dated `daysAhead` from today (due today unless told otherwise). */
function twoTasks(daysAhead = 0) {
  const customer = addCustomer(t.store);
  const today = todayIn(t.config.businessTz);
  const { job, tasks } = addJob(t.store, customer.id, addDays(today, 3));
  const date = addDays(today, daysAhead);
  t.store.sqlite.prepare('UPDATE tasks SET scheduled_date = ? WHERE job_id = ?').run(date, job.id);
  return tasks.map((task) => ({ ...task, scheduledDate: date }));
}

describe('POST /api/sync/push, batches', () => {
  it('gives a mutation id repeated within one batch the first answer and applies it once', async () => {
    const [curb] = twoTasks();
    const first = setStatus(curb.id, 'completed');
    const again = setStatus(curb.id, 'missed', first.mutationId);
    const res = await push(crew.cookie, 'client-repeat', [first, again]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { mutationId: first.mutationId, status: 'applied' },
      { mutationId: first.mutationId, status: 'applied' },
    ]);
    expect(taskById(t.store, curb.id)?.status).toBe('completed');
    expect(t.store.orm.select().from(syncMutations).all()).toHaveLength(1);
  });

  it('stamps each status change with its own next server-wide version, as every other write gets', async () => {
    const [curb, back] = twoTasks();
    const before = t.store.currentVersion();
    await push(crew.cookie, 'client-versions', [setStatus(curb.id, 'completed'), setStatus(back.id, 'missed')]);
    expect(t.store.currentVersion()).toBe(before + 2);
    expect([taskById(t.store, curb.id)?.version, taskById(t.store, back.id)?.version]).toEqual([
      before + 1,
      before + 2,
    ]);
    // A later write anywhere still takes the next one.
    setTask(t.store, curb.id, { notes: 'Side gate' });
    expect(taskById(t.store, curb.id)?.version).toBe(before + 3);
  });

  it('mixes stored and new mutations in one batch, answering in the order sent', async () => {
    const [curb, back] = twoTasks();
    const old = setStatus(curb.id, 'completed');
    await push(crew.cookie, 'client-mixed', [old]);
    setTask(t.store, curb.id, { status: 'scheduled' });
    const fresh = setStatus(back.id, 'missed');
    const res = await push(crew.cookie, 'client-mixed', [fresh, old]);
    expect(res.body.results.map((r) => r.mutationId)).toEqual([fresh.mutationId, old.mutationId]);
    // The stored answer, not a second application.
    expect(taskById(t.store, curb.id)?.status).toBe('scheduled');
    expect(taskById(t.store, back.id)?.status).toBe('missed');
  });

  it('looks stored results up per client: the same mutation id from another client is new', async () => {
    const [curb, back] = twoTasks();
    const id = randomUUID();
    await push(crew.cookie, 'client-one', [setStatus(curb.id, 'completed', id)]);
    const res = await push(crew.cookie, 'client-two', [setStatus(back.id, 'completed', id)]);
    expect(res.body.results).toEqual([{ mutationId: id, status: 'applied' }]);
    expect(taskById(t.store, back.id)?.status).toBe('completed');
  });

  it('refuses with the whole current row, read only when refusing', async () => {
    const [curb] = twoTasks();
    setTask(t.store, curb.id, { status: 'cancelled' });
    const m = setStatus(curb.id, 'completed');
    const res = await push(crew.cookie, 'client-refused', [m]);
    expect(res.body.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'Task was cancelled by the office',
      current: { table: 'tasks', row: { id: curb.id, status: 'cancelled', jobId: curb.jobId } },
    });
  });

  it("binds a new client in the batch's transaction and leaves nothing behind for another employee", async () => {
    const [curb] = twoTasks();
    const other = await t.userWithRole('crew');
    await push(crew.cookie, 'client-bound', [setStatus(curb.id, 'completed')]);
    const versionBefore = t.store.currentVersion();
    const res = await push(other.cookie, 'client-bound', [setStatus(curb.id, 'missed')]);
    expect(res.status).toBe(403);
    expect(t.store.currentVersion()).toBe(versionBefore);
    expect(t.store.orm.select().from(syncClients).all()).toEqual([
      expect.objectContaining({ clientId: 'client-bound', employeeId: crew.id }),
    ]);
    expect(t.store.orm.select().from(syncMutations).all()).toHaveLength(1);
  });

  it('sees its own earlier change to a task later in the same batch', async () => {
    const [curb] = twoTasks();
    const res = await push(crew.cookie, 'client-twice', [
      setStatus(curb.id, 'completed'),
      setStatus(curb.id, 'missed'),
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(res.body.results[1]).toMatchObject({
      reason: 'Task is already completed',
      current: { table: 'tasks', row: { id: curb.id, status: 'completed' } },
    });
    expect(t.store.orm.select({ causeKey: messages.causeKey }).from(messages).all()).toEqual([
      { causeKey: `bins_out:task:${curb.id}` },
    ]);
  });

  it("queues each change's customer message from the task as that change left it", async () => {
    const [curb, back] = twoTasks();
    const office = await t.userWithRole('manager');
    const res = await push(office.cookie, 'client-office', [
      setStatus(curb.id, 'completed'),
      setStatus(curb.id, 'missed'),
      setStatus(back.id, 'completed'),
      setStatus(curb.id, 'completed'),
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const queued = t.store.orm.select({ causeKey: messages.causeKey, kind: messages.kind }).from(messages).all();
    // Completed again after the miss: bins out was already queued for this task, so nothing new.
    expect(queued).toEqual([
      { causeKey: `bins_out:task:${curb.id}`, kind: 'bins_out' },
      { causeKey: `missed:task:${curb.id}`, kind: 'missed' },
      { causeKey: `bins_back:task:${back.id}`, kind: 'bins_back' },
    ]);
    expect(taskById(t.store, curb.id)).toMatchObject({ status: 'completed', completedAt: TAPPED });
  });
});
