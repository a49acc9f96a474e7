import {
  type AssignedStop,
  addDays,
  employeeTimeOff,
  jobAssignments,
  onOrAfter,
  type PullResponse,
  type TaskAssignment,
  type TimeOffDecision,
  taskAssignments,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCustomer,
  addJob,
  as,
  assignJob,
  assignTask,
  createTestApp,
  makeEmployee,
  makeTimeOff,
  roleCookies,
  setTask,
  type TestApp,
} from '../../../test-support';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof roleCookies>>;
beforeEach(async () => {
  t = await createTestApp();
  cookies = await roleCookies(t);
});
afterEach(() => t.cleanup());

/**
 * Casey holds: both stops of a job in the request's dates, a done and an open stop of another job
 * then, the stops of the week after, and a whole job whose bins-back stop falls the day after the
 * request. Ana shares the first job.
 */
function setup() {
  const today = todayIn(t.config.businessTz);
  const saturday = onOrAfter(addDays(today, 10), 'saturday');
  const casey = makeEmployee(t, { name: 'Casey Crew', username: 'casey' });
  const ana = makeEmployee(t, { name: 'Ana Crew', username: 'ana' });
  const inRange = addJob(t.store, addCustomer(t.store, { name: 'In Range', address: '1 Oak St' }).id, saturday);
  const mixed = addJob(t.store, addCustomer(t.store, { name: 'Mixed', address: '2 Oak St' }).id, saturday);
  const later = addJob(t.store, addCustomer(t.store, { name: 'Later', address: '3 Oak St' }).id, addDays(saturday, 7));
  // Bins back on Sunday: the job's last stop falls the day after the request ends.
  const wholeCustomer = addCustomer(t.store, { name: 'Whole Job', address: '4 Oak St', binsToResidenceDay: 'sunday' });
  const whole = addJob(t.store, wholeCustomer.id, saturday);
  const [wholeCurb, wholeBack] = whole.tasks;
  if (!wholeCurb || !wholeBack) throw new Error('a job has two tasks');
  const dates = [...inRange.tasks.map((x) => x.scheduledDate), wholeCurb.scheduledDate].sort();
  const from = dates[0] as string;
  const to = dates[dates.length - 1] as string;
  expect(wholeBack.scheduledDate > to).toBe(true);
  const keep = {
    caseyInRange: inRange.tasks.map((x) => assignTask(t, x.id, casey.id)),
    anaInRange: inRange.tasks.map((x) => assignTask(t, x.id, ana.id)),
    mixed: mixed.tasks.map((x) => assignTask(t, x.id, casey.id)),
    later: later.tasks.map((x) => assignTask(t, x.id, casey.id)),
    whole: assignJob(t, whole.job.id, casey.id, 'lead'),
  };
  const [mixedDone, mixedOpen] = mixed.tasks;
  if (!mixedDone || !mixedOpen) throw new Error('a job has two tasks');
  setTask(t.store, mixedDone.id, { status: 'completed', completedAt: new Date().toISOString() });
  const request = makeTimeOff(t, casey.id, from, to, 'pending');
  return { casey, ana, from, to, request, inRange, mixedDone, mixedOpen, later, wholeCurb, wholeBack, keep };
}

const taskIdsOf = (employeeId: number) =>
  t.store.orm
    .select({ taskId: taskAssignments.taskId })
    .from(taskAssignments)
    .where(eq(taskAssignments.employeeId, employeeId))
    .all()
    .map((r) => r.taskId)
    .sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function pullAll(cookie: string, start = '') {
  let cursor = start;
  const gone: PullResponse['tombstones'] = [];
  for (let i = 0; i < 50; i++) {
    const res = await as(t, cookie).get<PullResponse>(`/api/sync/pull?cursor=${cursor}`);
    expect(res.status).toBe(200);
    gone.push(...res.body.tombstones);
    cursor = res.body.cursor;
    if (!res.body.hasMore) return { gone, cursor };
  }
  throw new Error('pull never finished');
}

describe('GET /api/admin/employees/{id}/assigned-stops', () => {
  it("lists the person's open stops in the range, by date, with whose house", async () => {
    const s = setup();
    const res = await as(t, cookies.manager).get<AssignedStop[]>(
      `/api/admin/employees/${s.casey.id}/assigned-stops?from=${s.from}&to=${s.to}`,
    );
    expect(res.status).toBe(200);
    const ids = res.body.map((x) => x.taskId);
    expect(sorted(ids)).toEqual(sorted([...s.inRange.tasks.map((x) => x.id), s.mixedOpen.id, s.wholeCurb.id]));
    expect(res.body.map((x) => x.scheduledDate)).toEqual(res.body.map((x) => x.scheduledDate).sort());
    expect(res.body.find((x) => x.taskId === s.wholeCurb.id)).toMatchObject({ customerName: 'Whole Job', via: 'job' });
  });

  it('answers 400 for a missing or reversed range and 404 for nobody', async () => {
    const s = setup();
    const m = as(t, cookies.manager);
    const base = `/api/admin/employees/${s.casey.id}/assigned-stops`;
    expect((await m.get(`${base}?from=${s.from}`)).status).toBe(400);
    expect((await m.get(`${base}?from=${s.to}&to=${s.from}`)).body).toEqual({
      message: 'From must be on or before to',
    });
    expect((await m.get(`/api/admin/employees/999999/assigned-stops?from=${s.from}&to=${s.to}`)).status).toBe(404);
  });
});

describe('approving time off with unassignStops', () => {
  it('takes the person off exactly their open stops in the range, in one go with the approval', async () => {
    const s = setup();
    const res = await as(t, cookies.manager).patch<TimeOffDecision>(`/api/admin/employees/time-off/${s.request.id}`, {
      status: 'approved',
      unassignStops: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    const gone = [...s.inRange.tasks.map((x) => x.id), s.mixedOpen.id, s.wholeCurb.id];
    expect(sorted(res.body.unassignedTaskIds ?? [])).toEqual(sorted(gone));
    // Left: the done stop, next week's stops, and the whole job's bins-back day (now by task assignment).
    expect(taskIdsOf(s.casey.id)).toEqual(sorted([s.mixedDone.id, ...s.later.tasks.map((x) => x.id), s.wholeBack.id]));
    const narrowed = t.store.orm
      .select()
      .from(taskAssignments)
      .where(eq(taskAssignments.taskId, s.wholeBack.id))
      .get() as TaskAssignment;
    expect(narrowed).toMatchObject({ employeeId: s.casey.id, role: 'lead' });
    expect(t.store.orm.select().from(jobAssignments).where(eq(jobAssignments.employeeId, s.casey.id)).all()).toEqual(
      [],
    );
    // Someone else on the same stops keeps them.
    expect(taskIdsOf(s.ana.id)).toEqual(sorted(s.inRange.tasks.map((x) => x.id)));
    // The stops are open again for the planner: the list for the range is now empty.
    const after = await as(t, cookies.manager).get<AssignedStop[]>(
      `/api/admin/employees/${s.casey.id}/assigned-stops?from=${s.from}&to=${s.to}`,
    );
    expect(after.body).toEqual([]);
  });

  it("drops the stops from the person's phone on its next pull", async () => {
    const today = todayIn(t.config.businessTz);
    const saturday = onOrAfter(addDays(today, 10), 'saturday');
    const phone = await t.userWithRole('crew');
    const made = addJob(t.store, addCustomer(t.store).id, saturday);
    for (const task of made.tasks) assignTask(t, task.id, phone.id);
    const start = await pullAll(phone.cookie);
    const dates = made.tasks.map((x) => x.scheduledDate).sort();
    const request = makeTimeOff(t, phone.id, dates[0] as string, dates[1] as string, 'pending');
    const res = await as(t, cookies.manager).patch(`/api/admin/employees/time-off/${request.id}`, {
      status: 'approved',
      unassignStops: true,
    });
    expect(res.status).toBe(200);
    const { gone } = await pullAll(phone.cookie, start.cursor);
    const goneTasks = gone.filter((x) => x.table === 'tasks').map((x) => x.id);
    expect(sorted(goneTasks)).toEqual(sorted(made.tasks.map((x) => x.id)));
  });

  it('approve only leaves every assignment in place', async () => {
    const s = setup();
    const before = taskIdsOf(s.casey.id);
    const res = await as(t, cookies.manager).patch<TimeOffDecision>(`/api/admin/employees/time-off/${s.request.id}`, {
      status: 'approved',
    });
    expect(res.status).toBe(200);
    expect(res.body.unassignedTaskIds).toBeUndefined();
    expect(taskIdsOf(s.casey.id)).toEqual(before);
    expect(t.store.orm.select().from(jobAssignments).all()).toHaveLength(1);
  });

  it('refuses unassigning without approving, and a decided request, writing nothing', async () => {
    const s = setup();
    const before = taskIdsOf(s.casey.id);
    const m = as(t, cookies.manager);
    const path = `/api/admin/employees/time-off/${s.request.id}`;
    const deny = await m.patch(path, { status: 'denied', unassignStops: true });
    expect(deny).toMatchObject({
      status: 400,
      body: { message: 'Stops can only be unassigned when approving time off' },
    });
    expect((await m.patch(path, { status: 'approved', unassignStops: 'yes' })).status).toBe(400);
    expect(taskIdsOf(s.casey.id)).toEqual(before);
    expect(t.store.orm.select().from(employeeTimeOff).get()?.status).toBe('pending');
    await m.patch(path, { status: 'denied' });
    const again = await m.patch(path, { status: 'approved', unassignStops: true });
    expect(again.status).toBe(409);
    expect(taskIdsOf(s.casey.id)).toEqual(before);
  });

  it('refuses crew and customer service', async () => {
    const s = setup();
    for (const cookie of [cookies.crew, cookies.customer_service]) {
      const res = await as(t, cookie).patch(`/api/admin/employees/time-off/${s.request.id}`, {
        status: 'approved',
        unassignStops: true,
      });
      expect(res.status).toBe(403);
      const list = await as(t, cookie).get(
        `/api/admin/employees/${s.casey.id}/assigned-stops?from=${s.from}&to=${s.to}`,
      );
      expect(list.status).toBe(403);
    }
    expect(t.store.orm.select().from(employeeTimeOff).get()?.status).toBe('pending');
    expect(taskIdsOf(s.casey.id)).toHaveLength(6);
  });
});
