import { randomUUID } from 'node:crypto';
import { addDays, type Mutation, messages, type PushResponse, shortDayName, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, setTask, type TestApp, taskById } from '../test-support';

/** The crew's rules on the push path: the same as PATCH /api/tasks/{id} (domain/task-writes.ts). */
let t: TestApp;
let crew: Awaited<ReturnType<TestApp['userWithRole']>>;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  crew = await t.userWithRole('crew');
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

const intent = <N extends Mutation['name']>(name: N, args: Mutation<N>['args']): Mutation =>
  ({ mutationId: randomUUID(), name, args, createdAt: new Date().toISOString() }) as Mutation;

const complete = (taskId: number, completedAt: string) =>
  intent('setTaskStatus', { taskId, status: 'completed', completedAt, lat: 47.6, lng: -122.3, accuracy: 10 });
const miss = (taskId: number) =>
  intent('setTaskStatus', { taskId, status: 'missed', completedAt: new Date().toISOString() });
const note = (taskId: number, text: string) => intent('addTaskNote', { taskId, text });

const push = (mutations: Mutation[], cookie = crew.cookie) =>
  as(t, cookie).post<PushResponse>('/api/sync/push', { clientId: 'client-rules', mutations });

/** A stop (the job's bins-to-curb task) dated `daysAhead` from today in the business zone. */
function stop(daysAhead: number) {
  const customer = addCustomer(t.store);
  const { tasks } = addJob(t.store, customer.id, addDays(today, 30));
  const date = addDays(today, daysAhead);
  setTask(t.store, tasks[0].id, { scheduledDate: date });
  return { ...tasks[0], scheduledDate: date };
}

const queued = () => t.store.orm.select({ causeKey: messages.causeKey }).from(messages).all();

describe('POST /api/sync/push: tap times a phone with a wrong clock sends', () => {
  it('stores a completion dated 1900, 2199 or tomorrow at the arrival time, and says so in the result', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const times = ['1900-01-02T12:00:00.000Z', '2199-06-01T12:00:00.000Z', tomorrow];
    const stops = times.map(() => stop(0));
    const before = new Date().toISOString();
    const res = await push(times.map((at, i) => complete(stops[i].id, at)));
    const after = new Date().toISOString();
    expect(res.status).toBe(200);
    for (const [i, r] of res.body.results.entries()) {
      expect(r).toMatchObject({ status: 'applied', clamped: 'completedAt' });
      const row = taskById(t.store, stops[i].id);
      expect(row?.status).toBe('completed');
      expect(row?.completedAt && row.completedAt >= before && row.completedAt <= after).toBe(true);
    }
    // The customer hears of it once per stop, at the stored time.
    expect(queued()).toHaveLength(3);
  });

  it('keeps a real tap time from an offline phone, without a clamp', async () => {
    const s = stop(0);
    const tapped = new Date(Date.now() - 5 * 60_000).toISOString();
    const res = await push([complete(s.id, tapped)]);
    expect(res.body.results[0]).toEqual({ mutationId: expect.any(String), status: 'applied' });
    expect(taskById(t.store, s.id)?.completedAt).toBe(tapped);
  });

  it('answers a retry of a clamped change with the same stored answer', async () => {
    const s = stop(0);
    const m = complete(s.id, '2199-06-01T12:00:00.000Z');
    const first = await push([m]);
    const again = await push([m]);
    expect(again.body).toEqual(first.body);
    expect(again.body.results[0]).toMatchObject({ clamped: 'completedAt' });
  });
});

describe('POST /api/sync/push: a stop not due yet', () => {
  it('refuses completing or missing a stop 20 days ahead, with a reason the crew can read, and texts no one', async () => {
    const s = stop(20);
    const from = addDays(s.scheduledDate, -1);
    const res = await push([complete(s.id, new Date().toISOString()), miss(s.id)]);
    expect(res.body.results).toEqual([
      expect.objectContaining({
        status: 'rejected',
        reason: `This stop is for ${shortDayName(s.scheduledDate)}; it can be completed from ${shortDayName(from)}`,
        current: { table: 'tasks', row: expect.objectContaining({ id: s.id, status: 'scheduled' }) },
      }),
      expect.objectContaining({
        status: 'rejected',
        reason: `This stop is for ${shortDayName(s.scheduledDate)}; it can be marked missed from ${shortDayName(from)}`,
      }),
    ]);
    expect(taskById(t.store, s.id)).toMatchObject({ status: 'scheduled', completedAt: null });
    expect(queued()).toEqual([]);
  });

  it("lets crew work tomorrow's stop today (bins go out the evening before), not the day after's", async () => {
    const tomorrow = stop(1);
    const later = stop(2);
    const now = new Date().toISOString();
    const res = await push([complete(tomorrow.id, now), complete(later.id, now)]);
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(queued()).toEqual([{ causeKey: `bins_out:task:${tomorrow.id}` }]);
  });

  it('lets the office close a stop ahead of its day from a phone', async () => {
    const office = await t.userWithRole('manager');
    const s = stop(20);
    const res = await push([complete(s.id, new Date().toISOString())], office.cookie);
    expect(res.body.results[0].status).toBe('applied');
  });
});

describe('POST /api/sync/push: notes on closed stops', () => {
  it('refuses a crew note on a completed or cancelled stop and keeps the notes as they were', async () => {
    const done = stop(0);
    const cancelled = stop(0);
    setTask(t.store, cancelled.id, { status: 'cancelled', notes: 'Office: skip' });
    const res = await push([
      complete(done.id, new Date().toISOString()),
      note(done.id, 'Rewritten later'),
      note(cancelled.id, 'Was here'),
    ]);
    expect(res.body.results.map((r) => (r.status === 'rejected' ? r.reason : r.status))).toEqual([
      'applied',
      'Task is already completed',
      'Task was cancelled by the office',
    ]);
    expect(taskById(t.store, done.id)?.notes).toBeNull();
    expect(taskById(t.store, cancelled.id)?.notes).toBe('Office: skip');
  });

  it('takes the reason note of a missed stop, in the same tap', async () => {
    const s = stop(0);
    const res = await push([miss(s.id), note(s.id, 'Bins blocked by a car')]);
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(taskById(t.store, s.id)).toMatchObject({ status: 'missed', notes: 'Bins blocked by a car' });
  });
});
