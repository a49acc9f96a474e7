import { addDays, type JobWithTasks, jobAssignments, messages, taskAssignments, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCustomer,
  addJob,
  as,
  createTestApp,
  jobsOf,
  makeEmployee,
  roleCookies,
  type TestApp,
  tasksOfJob,
} from '../../test-support';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof roleCookies>>;
beforeEach(async () => {
  t = await createTestApp();
  cookies = await roleCookies(t);
});
afterEach(() => t.cleanup());

describe('GET /api/signups/:id/jobs', () => {
  it('lists the jobs by collection date for any staff', async () => {
    const c = addCustomer(t.store);
    addJob(t.store, c.id, '2026-12-12');
    addJob(t.store, c.id, '2026-12-05');
    for (const cookie of [cookies.crew, cookies.customer_service, cookies.manager]) {
      const res = await as(t, cookie).get<{ collectionDate: string }[]>(`/api/signups/${c.id}/jobs`);
      expect(res.status).toBe(200);
      expect(res.body.map((j) => j.collectionDate)).toEqual(['2026-12-05', '2026-12-12']);
    }
    expect((await t.call('GET', `/api/signups/${c.id}/jobs`)).status).toBe(401);
    expect((await as(t, cookies.customer_service).get('/api/signups/999/jobs')).status).toBe(404);
  });
});

describe('POST /api/jobs', () => {
  it('creates the job with both tasks on the customer days', async () => {
    const c = addCustomer(t.store); // curb friday, collection saturday, back saturday
    const res = await as(t, cookies.customer_service).post<JobWithTasks>('/api/jobs', {
      customerId: c.id,
      collectionDate: '2026-12-05',
      notes: 'Gate code 1234',
    });
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({
      customerId: c.id,
      collectionDate: '2026-12-05',
      status: 'scheduled',
      notes: 'Gate code 1234',
      servicePeriodId: null,
    });
    expect(res.body.tasks.map((x) => [x.taskType, x.scheduledDate, x.status])).toEqual([
      ['take_to_curb', '2026-12-04', 'scheduled'],
      ['return_to_house', '2026-12-05', 'scheduled'],
    ]);
  });

  it('refuses a second job on the same date with 409 and an unknown customer with 404', async () => {
    const c = addCustomer(t.store);
    addJob(t.store, c.id, '2026-12-05');
    const dup = await as(t, cookies.customer_service).post('/api/jobs', {
      customerId: c.id,
      collectionDate: '2026-12-05',
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'This customer already has a job on that date' });
    expect(
      (await as(t, cookies.customer_service).post('/api/jobs', { customerId: 999, collectionDate: '2026-12-05' }))
        .status,
    ).toBe(404);
  });

  it('validates the body', async () => {
    const c = addCustomer(t.store);
    const post = (body: unknown) => as(t, cookies.customer_service).post('/api/jobs', body);
    expect((await post({ collectionDate: '2026-12-05' })).body).toEqual({ message: 'Customer is required' });
    expect((await post({ customerId: c.id })).body).toEqual({ message: 'Collection date is required' });
    expect((await post({ customerId: c.id, collectionDate: '12/05/2026' })).body).toEqual({
      message: 'Dates must be written as yyyy-MM-dd',
    });
    expect(jobsOf(t, c.id)).toHaveLength(0);
  });

  it('is office only', async () => {
    const c = addCustomer(t.store);
    const body = { customerId: c.id, collectionDate: '2026-12-05' };
    expect((await t.call('POST', '/api/jobs', { body })).status).toBe(401);
    expect((await as(t, cookies.crew).post('/api/jobs', body)).status).toBe(403);
    expect((await as(t, cookies.manager).post('/api/jobs', body)).status).toBe(201);
  });
});

describe('PATCH /api/jobs/:id', () => {
  it('sets the job status and, with autoUpdateTasks, the same status on its tasks', async () => {
    const c = addCustomer(t.store);
    const { job } = addJob(t.store, c.id, '2026-12-05');
    const res = await as(t, cookies.customer_service).patch<JobWithTasks>(`/api/jobs/${job.id}`, {
      status: 'completed',
      autoUpdateTasks: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.job.status).toBe('completed');
    expect(res.body.tasks.map((x) => x.status)).toEqual(['completed', 'completed']);
    expect(res.body.tasks.every((x) => typeof x.completedAt === 'string')).toBe(true);
    const back = await as(t, cookies.customer_service).patch<JobWithTasks>(`/api/jobs/${job.id}`, {
      status: 'scheduled',
      autoUpdateTasks: true,
    });
    expect(back.body.tasks.map((x) => [x.status, x.completedAt])).toEqual([
      ['scheduled', null],
      ['scheduled', null],
    ]);
  });

  it('leaves tasks unchanged without autoUpdateTasks, and uses taskStatus when given', async () => {
    const c = addCustomer(t.store);
    const { job } = addJob(t.store, c.id, '2026-12-05');
    const only = await as(t, cookies.customer_service).patch<JobWithTasks>(`/api/jobs/${job.id}`, {
      status: 'missed',
      autoUpdateTasks: false,
    });
    expect(only.body.job.status).toBe('missed');
    expect(only.body.tasks.map((x) => x.status)).toEqual(['scheduled', 'scheduled']);
    const inProgress = await as(t, cookies.customer_service).patch<JobWithTasks>(`/api/jobs/${job.id}`, {
      status: 'in_progress',
      autoUpdateTasks: true,
    });
    expect(inProgress.body.tasks.map((x) => x.status)).toEqual(['scheduled', 'scheduled']);
    const explicit = await as(t, cookies.customer_service).patch<JobWithTasks>(`/api/jobs/${job.id}`, {
      status: 'cancelled',
      autoUpdateTasks: true,
      taskStatus: 'missed',
    });
    expect(explicit.body.job.status).toBe('cancelled');
    expect(explicit.body.tasks.map((x) => x.status)).toEqual(['missed', 'missed']);
  });

  it('cascades through the task writer: each task reaches phones, texts once, and a reopened task forgets its tap', async () => {
    const c = addCustomer(t.store);
    const { job, tasks } = addJob(t.store, c.id, addDays(todayIn(t.config.businessTz), 1));
    const crew = await t.userWithRole('crew');
    const tapped = new Date(Date.now() - 60_000).toISOString();
    await as(t, crew.cookie).post('/api/sync/push', {
      clientId: 'client-cascade',
      mutations: [
        {
          mutationId: 'm-1',
          name: 'setTaskStatus',
          args: { taskId: tasks[0].id, status: 'completed', completedAt: tapped, lat: 47.6, lng: -122.3 },
          createdAt: tapped,
        },
      ],
    });
    const office = as(t, cookies.customer_service);
    const version = t.store.currentVersion();
    const reopened = await office.patch<JobWithTasks>(`/api/jobs/${job.id}`, {
      status: 'scheduled',
      autoUpdateTasks: true,
    });
    expect(reopened.body.tasks.find((x) => x.id === tasks[0].id)).toMatchObject({
      status: 'scheduled',
      completedAt: null,
      completedLat: null,
      completedLng: null,
    });
    expect(reopened.body.tasks.find((x) => x.id === tasks[0].id)?.version).toBeGreaterThan(version);
    const done = await office.patch<JobWithTasks>(`/api/jobs/${job.id}`, {
      status: 'completed',
      autoUpdateTasks: true,
    });
    expect(done.body.tasks.map((x) => x.status)).toEqual(['completed', 'completed']);
    const kinds = t.store.orm
      .select({ causeKey: messages.causeKey })
      .from(messages)
      .all()
      .map((m) => m.causeKey);
    expect(kinds.sort()).toEqual([`bins_back:task:${tasks[1].id}`, `bins_out:task:${tasks[0].id}`].sort());
  });

  it('moves the job date with its scheduled tasks, refusing a date already taken', async () => {
    const c = addCustomer(t.store);
    const { job } = addJob(t.store, c.id, '2026-12-05');
    addJob(t.store, c.id, '2026-12-19');
    const res = await as(t, cookies.customer_service).patch<JobWithTasks>(`/api/jobs/${job.id}`, {
      collectionDate: '2026-12-12',
    });
    expect(res.body.tasks.map((x) => x.scheduledDate)).toEqual(['2026-12-11', '2026-12-12']);
    const taken = await as(t, cookies.customer_service).patch(`/api/jobs/${job.id}`, { collectionDate: '2026-12-19' });
    expect(taken.status).toBe(409);
  });

  it('validates, guards roles and answers 404 for unknown jobs', async () => {
    const c = addCustomer(t.store);
    const { job } = addJob(t.store, c.id, '2026-12-05');
    const patch = (body: unknown, cookie = cookies.customer_service) =>
      as(t, cookie).patch(`/api/jobs/${job.id}`, body);
    expect((await patch({ status: 'done' })).body).toEqual({
      message: 'Status must be scheduled, in_progress, completed, missed or cancelled',
    });
    expect((await patch({ autoUpdateTasks: 'yes' })).body).toEqual({
      message: 'autoUpdateTasks must be true or false',
    });
    expect((await patch({ taskStatus: 'in_progress' })).body).toEqual({
      message: 'Task status must be scheduled, completed, missed or cancelled',
    });
    expect((await t.call('PATCH', `/api/jobs/${job.id}`, { body: { status: 'missed' } })).status).toBe(401);
    expect((await patch({ status: 'missed' }, cookies.crew)).status).toBe(403);
    expect((await as(t, cookies.customer_service).patch('/api/jobs/999', { status: 'missed' })).status).toBe(404);
  });
});

describe('DELETE /api/jobs/:id', () => {
  it('deletes the job with its tasks and assignments (office only)', async () => {
    const c = addCustomer(t.store);
    const { job, tasks } = addJob(t.store, c.id, '2026-12-05');
    const e = makeEmployee(t);
    t.store.write((db) => {
      db.insert(jobAssignments).values({ jobId: job.id, employeeId: e.id }).run();
      db.insert(taskAssignments).values({ taskId: tasks[0].id, employeeId: e.id }).run();
    });
    expect((await t.call('DELETE', `/api/jobs/${job.id}`)).status).toBe(401);
    expect((await as(t, cookies.crew).delete(`/api/jobs/${job.id}`)).status).toBe(403);
    expect((await as(t, cookies.customer_service).delete(`/api/jobs/${job.id}`)).status).toBe(204);
    expect(jobsOf(t, c.id)).toHaveLength(0);
    expect(tasksOfJob(t, job.id)).toHaveLength(0);
    expect(t.store.orm.select().from(jobAssignments).all()).toHaveLength(0);
    expect(t.store.orm.select().from(taskAssignments).all()).toHaveLength(0);
    expect((await as(t, cookies.customer_service).delete(`/api/jobs/${job.id}`)).status).toBe(404);
  });
});
