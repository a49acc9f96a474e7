import {
  type AssignmentsByTask,
  addDays,
  employees,
  type JobAssignment,
  type JobWithAssignments,
  jobAssignments,
  type TaskAssignment,
  taskAssignments,
  todayIn,
  type UnassignedJob,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCustomer,
  addJob,
  as,
  createTestApp,
  makeEmployee,
  makeTimeOff,
  roleCookies,
  type TestApp,
} from '../../test-support';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof roleCookies>>;
beforeEach(async () => {
  t = await createTestApp();
  cookies = await roleCookies(t);
});
afterEach(() => t.cleanup());

/** A job on Saturday 2026-12-05 with its curb task on Friday 12-04. */
function setup() {
  const c = addCustomer(t.store);
  const made = addJob(t.store, c.id, '2026-12-05');
  const curb = made.tasks[0];
  const e = makeEmployee(t, { name: 'Grace Hopper' });
  return { c, job: made.job, curb, back: made.tasks[1], e };
}

describe('POST /api/tasks/assignments', () => {
  it('assigns an employee (role defaults to crew, date = the task date)', async () => {
    const { curb, e } = setup();
    const res = await as(t, cookies.customer_service).post<TaskAssignment>('/api/tasks/assignments', {
      taskId: curb.id,
      employeeId: e.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      taskId: curb.id,
      employeeId: e.id,
      role: 'crew',
      status: 'assigned',
      assignedDate: '2026-12-04',
    });
    const lead = makeEmployee(t, { name: 'Lead' });
    const second = await as(t, cookies.manager).post<TaskAssignment>('/api/tasks/assignments', {
      taskId: curb.id,
      employeeId: lead.id,
      role: 'lead',
    });
    expect(second.body.role).toBe('lead');
  });

  it('refuses completed or cancelled tasks', async () => {
    const { curb, back, e } = setup();
    await as(t, cookies.customer_service).patch(`/api/tasks/${curb.id}`, { status: 'completed' });
    await as(t, cookies.customer_service).patch(`/api/tasks/${back.id}`, { status: 'cancelled' });
    for (const task of [curb, back]) {
      const res = await as(t, cookies.customer_service).post('/api/tasks/assignments', {
        taskId: task.id,
        employeeId: e.id,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Crew can only be assigned to tasks that are not completed or cancelled' });
    }
  });

  it('refuses inactive, unavailable and off-shift employees, and double assignment', async () => {
    const { curb } = setup();
    const cases: [Partial<typeof employees.$inferInsert>, string][] = [
      [{ isActive: false, name: 'Ina' }, 'Ina is inactive and cannot be assigned'],
      [{ availabilityStatus: 'unavailable', name: 'Una' }, 'Una is unavailable and cannot be assigned'],
      [{ availabilityStatus: 'off_shift', name: 'Ofa' }, 'Ofa is off shift and cannot be assigned'],
    ];
    for (const [fields, message] of cases) {
      const e = makeEmployee(t, fields);
      const res = await as(t, cookies.customer_service).post('/api/tasks/assignments', {
        taskId: curb.id,
        employeeId: e.id,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message });
    }
    const onJob = makeEmployee(t, { availabilityStatus: 'on_job', name: 'Busy' });
    const ok = await as(t, cookies.customer_service).post('/api/tasks/assignments', {
      taskId: curb.id,
      employeeId: onJob.id,
    });
    expect(ok.status).toBe(201);
    const again = await as(t, cookies.customer_service).post('/api/tasks/assignments', {
      taskId: curb.id,
      employeeId: onJob.id,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Busy is already assigned to this task' });
  });

  it('refuses approved time off covering the date, allows pending or other dates', async () => {
    const { curb, e } = setup();
    makeTimeOff(t, e.id, '2026-12-01', '2026-12-04', 'approved');
    const res = await as(t, cookies.customer_service).post('/api/tasks/assignments', {
      taskId: curb.id,
      employeeId: e.id,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Grace Hopper has approved time off on 2026-12-04' });
    const pending = makeEmployee(t, { name: 'Pat' });
    makeTimeOff(t, pending.id, '2026-12-04', '2026-12-04', 'pending');
    makeTimeOff(t, pending.id, '2026-12-05', '2026-12-09', 'approved');
    makeTimeOff(t, pending.id, '2026-12-04', '2026-12-04', 'denied');
    expect(
      (
        await as(t, cookies.customer_service).post('/api/tasks/assignments', {
          taskId: curb.id,
          employeeId: pending.id,
        })
      ).status,
    ).toBe(201);
  });

  it('validates, 404s unknown task or employee, and is office only', async () => {
    const { curb, e } = setup();
    const post = (body: unknown, cookie = cookies.customer_service) =>
      as(t, cookie).post('/api/tasks/assignments', body);
    expect((await post({ employeeId: e.id })).body).toEqual({ message: 'Task is required' });
    expect((await post({ taskId: curb.id })).body).toEqual({ message: 'Employee is required' });
    expect((await post({ taskId: curb.id, employeeId: e.id, role: 'boss' })).body).toEqual({
      message: 'Role must be lead, support, driver or crew',
    });
    expect((await post({ taskId: 999, employeeId: e.id })).status).toBe(404);
    expect((await post({ taskId: curb.id, employeeId: 999 })).status).toBe(404);
    expect(
      (await t.call('POST', '/api/tasks/assignments', { body: { taskId: curb.id, employeeId: e.id } })).status,
    ).toBe(401);
    expect((await post({ taskId: curb.id, employeeId: e.id }, cookies.crew)).status).toBe(403);
    expect(t.store.orm.select().from(taskAssignments).all()).toHaveLength(0);
  });
});

describe('POST /api/tasks/assignments/bulk and DELETE /api/tasks/assignments/:id', () => {
  it('lists assignments keyed by task id with the employee name (or username)', async () => {
    const { curb, back, e } = setup();
    const nameless = makeEmployee(t, { name: null, username: 'noname' });
    const a = await as(t, cookies.customer_service).post<TaskAssignment>('/api/tasks/assignments', {
      taskId: curb.id,
      employeeId: e.id,
      role: 'driver',
    });
    await as(t, cookies.customer_service).post('/api/tasks/assignments', { taskId: curb.id, employeeId: nameless.id });
    for (const cookie of [cookies.crew, cookies.customer_service, cookies.manager]) {
      const res = await as(t, cookie).post<AssignmentsByTask>('/api/tasks/assignments/bulk', {
        taskIds: [curb.id, back.id],
      });
      expect(res.status).toBe(200);
      expect(res.body[String(back.id)]).toEqual([]);
      expect(res.body[String(curb.id)]).toEqual([
        {
          id: a.body.id,
          taskId: curb.id,
          employeeId: e.id,
          employeeName: 'Grace Hopper',
          role: 'driver',
          assignedDate: '2026-12-04',
          status: 'assigned',
          notes: null,
        },
        expect.objectContaining({ employeeId: nameless.id, employeeName: 'noname', role: 'crew' }),
      ]);
    }
    expect((await t.call('POST', '/api/tasks/assignments/bulk', { body: { taskIds: [1] } })).status).toBe(401);
    expect((await as(t, cookies.crew).post('/api/tasks/assignments/bulk', { taskIds: 3 })).body).toEqual({
      message: 'taskIds must be a list of ids',
    });

    expect((await t.call('DELETE', `/api/tasks/assignments/${a.body.id}`)).status).toBe(401);
    expect((await as(t, cookies.crew).delete(`/api/tasks/assignments/${a.body.id}`)).status).toBe(403);
    expect((await as(t, cookies.customer_service).delete(`/api/tasks/assignments/${a.body.id}`)).status).toBe(204);
    expect((await as(t, cookies.customer_service).delete(`/api/tasks/assignments/${a.body.id}`)).status).toBe(404);
    expect(t.store.orm.select().from(taskAssignments).all()).toHaveLength(1);
  });

  it('disappear with their employee (cascade)', async () => {
    const { curb, e } = setup();
    await as(t, cookies.customer_service).post('/api/tasks/assignments', { taskId: curb.id, employeeId: e.id });
    t.store.write((db) => db.delete(employees).where(eq(employees.id, e.id)).run());
    const res = await as(t, cookies.customer_service).post<AssignmentsByTask>('/api/tasks/assignments/bulk', {
      taskIds: [curb.id],
    });
    expect(res.body[String(curb.id)]).toEqual([]);
  });
});

describe('job assignments', () => {
  it('creates with notes on the collection date, lists by date or range, deletes', async () => {
    const { job, e, c } = setup();
    const res = await as(t, cookies.customer_service).post<JobAssignment>('/api/admin/job-assignments', {
      jobId: job.id,
      employeeId: e.id,
      role: 'supervisor',
      notes: 'Bring the key',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      jobId: job.id,
      employeeId: e.id,
      role: 'supervisor',
      notes: 'Bring the key',
      assignedDate: '2026-12-05',
    });
    const other = addJob(t.store, c.id, '2026-12-12').job;
    for (const path of [
      '/api/admin/jobs/assignments?date=2026-12-05',
      '/api/admin/jobs/assignments?startDate=2026-12-01&endDate=2026-12-31',
    ]) {
      const list = await as(t, cookies.crew).get<JobWithAssignments[]>(path);
      expect(list.status).toBe(200);
      expect(list.body[0]).toMatchObject({
        id: job.id,
        collectionDate: '2026-12-05',
        customerName: 'Ada Lovelace',
        assignments: [
          { id: res.body.id, job_id: job.id, employeeId: e.id, employeeName: 'Grace Hopper', role: 'supervisor' },
        ],
      });
    }
    const month = await as(t, cookies.customer_service).get<JobWithAssignments[]>(
      '/api/admin/jobs/assignments?startDate=2026-12-01&endDate=2026-12-31',
    );
    expect(month.body.map((j) => [j.id, j.assignments.length])).toEqual([
      [job.id, 1],
      [other.id, 0],
    ]);
    const dup = await as(t, cookies.customer_service).post('/api/admin/job-assignments', {
      jobId: job.id,
      employeeId: e.id,
    });
    expect(dup.body).toEqual({ message: 'Grace Hopper is already assigned to this job' });

    expect((await as(t, cookies.crew).delete(`/api/admin/job-assignments/${res.body.id}`)).status).toBe(403);
    expect((await as(t, cookies.customer_service).delete(`/api/admin/job-assignments/${res.body.id}`)).status).toBe(
      204,
    );
    expect((await as(t, cookies.customer_service).delete(`/api/admin/job-assignments/${res.body.id}`)).status).toBe(
      404,
    );
  });

  it('applies the same refusals and validation', async () => {
    const { job, e } = setup();
    const post = (body: unknown, cookie = cookies.customer_service) =>
      as(t, cookie).post('/api/admin/job-assignments', body);
    makeTimeOff(t, e.id, '2026-12-05', '2026-12-05', 'approved');
    expect((await post({ jobId: job.id, employeeId: e.id })).body).toEqual({
      message: 'Grace Hopper has approved time off on 2026-12-05',
    });
    const ok = makeEmployee(t);
    await as(t, cookies.customer_service).patch(`/api/jobs/${job.id}`, { status: 'cancelled' });
    expect((await post({ jobId: job.id, employeeId: ok.id })).body).toEqual({
      message: 'Crew can only be assigned to jobs that are not completed or cancelled',
    });
    expect((await post({ employeeId: ok.id })).body).toEqual({ message: 'Job is required' });
    expect((await post({ jobId: job.id, employeeId: ok.id, role: 'boss' })).status).toBe(400);
    expect((await post({ jobId: 999, employeeId: ok.id })).status).toBe(404);
    expect(
      (await t.call('POST', '/api/admin/job-assignments', { body: { jobId: job.id, employeeId: ok.id } })).status,
    ).toBe(401);
    expect((await post({ jobId: job.id, employeeId: ok.id }, cookies.crew)).status).toBe(403);
    expect(t.store.orm.select().from(jobAssignments).all()).toHaveLength(0);
  });

  it('validates the assignments list query', async () => {
    const get = (q: string) => as(t, cookies.crew).get(`/api/admin/jobs/assignments${q}`);
    expect((await t.call('GET', '/api/admin/jobs/assignments?date=2026-12-05')).status).toBe(401);
    expect((await get('')).body).toEqual({ message: 'Start date is required' });
    expect((await get('?date=tomorrow')).body).toEqual({ message: 'Dates must be written as yyyy-MM-dd' });
    expect((await get('?startDate=2026-12-05&endDate=2026-12-01')).body).toEqual({
      message: 'End date must be on or after start date',
    });
    expect((await get('?startDate=2026-01-01&endDate=2026-12-31')).body).toEqual({
      message: 'The date range can be at most 100 days',
    });
  });
});

describe('GET /api/admin/jobs/unassigned', () => {
  it('lists scheduled jobs from today on with no job assignment, soonest first (office only)', async () => {
    const today = todayIn(t.config.businessTz);
    const c = addCustomer(t.store);
    const past = addJob(t.store, c.id, addDays(today, -7)).job;
    const later = addJob(t.store, c.id, addDays(today, 14)).job;
    const soon = addJob(t.store, c.id, today).job;
    const assigned = addJob(t.store, c.id, addDays(today, 7)).job;
    const cancelled = addJob(t.store, c.id, addDays(today, 21)).job;
    const e = makeEmployee(t);
    await as(t, cookies.customer_service).post('/api/admin/job-assignments', { jobId: assigned.id, employeeId: e.id });
    await as(t, cookies.customer_service).patch(`/api/jobs/${cancelled.id}`, { status: 'cancelled' });
    const res = await as(t, cookies.customer_service).get<UnassignedJob[]>('/api/admin/jobs/unassigned');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: soon.id, collectionDate: today, customerId: c.id, customerName: 'Ada Lovelace' },
      { id: later.id, collectionDate: addDays(today, 14), customerId: c.id, customerName: 'Ada Lovelace' },
    ]);
    expect(res.body.some((j) => j.id === past.id)).toBe(false);
    expect((await t.call('GET', '/api/admin/jobs/unassigned')).status).toBe(401);
    expect((await as(t, cookies.crew).get('/api/admin/jobs/unassigned')).status).toBe(403);
    expect((await as(t, cookies.manager).get('/api/admin/jobs/unassigned')).status).toBe(200);
  });
});
