import {
  type EmployeeAssignmentItem,
  type EmployeeDto,
  type EmployeeWithJobCount,
  employees,
  employeeTimeOff,
  jobAssignments,
  jobs,
  type PerformanceMetrics,
  taskAssignments,
  tasks,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../auth/password';
import { as, assignJob, assignTask, createTestApp, seedJob, TEST_PASSWORD, type TestApp } from '../../../test-support';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterEach(() => t.cleanup());

const expectNoSecrets = (e: object) => {
  expect(e).not.toHaveProperty('passwordHash');
  expect(e).not.toHaveProperty('sessionEpoch');
};

describe('permission boundaries of /api/admin/employees*', () => {
  type Role = 'anonymous' | 'crew' | 'customer_service' | 'manager' | 'admin';
  const ROLES: Role[] = ['anonymous', 'crew', 'customer_service', 'manager', 'admin'];
  // Expected status per role: 401 anonymous, 403 refused, 'ok' anything else.
  const cases: { method: string; path: (target: number) => string; body?: unknown; allowed: Role[] }[] = [
    { method: 'GET', path: () => '/api/admin/employees', allowed: ['customer_service', 'manager', 'admin'] },
    {
      method: 'GET',
      path: () => '/api/admin/employees/active',
      allowed: ['crew', 'customer_service', 'manager', 'admin'],
    },
    { method: 'GET', path: () => '/api/admin/employees/with-job-counts', allowed: ['manager', 'admin'] },
    { method: 'GET', path: (id) => `/api/admin/employees/${id}`, allowed: ['manager', 'admin'] },
    {
      method: 'POST',
      path: () => '/api/admin/employees',
      body: { username: 'newbie', password: 'secret1', role: 'crew' },
      allowed: ['manager', 'admin'],
    },
    { method: 'PATCH', path: (id) => `/api/admin/employees/${id}`, body: { name: 'X' }, allowed: ['manager', 'admin'] },
    {
      method: 'POST',
      path: (id) => `/api/admin/employees/${id}/reset-password`,
      body: { newPassword: 'another1' },
      allowed: ['manager', 'admin'],
    },
    { method: 'GET', path: (id) => `/api/admin/employees/${id}/assignments`, allowed: ['manager', 'admin'] },
    { method: 'GET', path: (id) => `/api/admin/employees/${id}/performance`, allowed: ['manager', 'admin'] },
    { method: 'DELETE', path: (id) => `/api/admin/employees/${id}`, allowed: ['manager', 'admin'] },
  ];

  it.each(cases.map((c) => ({ ...c, name: `${c.method} ${c.path(0)}` })))(
    '$name',
    async ({ method, path, body, allowed }) => {
      for (const role of ROLES) {
        // A fresh target each time, so DELETE and POST succeed for every permitted role.
        const target = await t.userWithRole('crew');
        t.store.write((db) => db.delete(employees).where(eq(employees.username, 'newbie')).run());
        const cookie =
          role === 'anonymous' ? undefined : role === 'admin' ? admin : (await t.userWithRole(role)).cookie;
        const res = await t.call(method, path(target.id), { cookie, body });
        const expected = role === 'anonymous' ? 401 : allowed.includes(role) ? 'ok' : 403;
        if (expected === 'ok') expect([role, res.status]).toEqual([role, expect.toSatisfy((s: number) => s < 300)]);
        else expect([role, res.status]).toEqual([role, expected]);
      }
    },
  );

  it('lets an employee read their own profile, assignments and performance, but nobody else’s', async () => {
    const me = await t.userWithRole('crew');
    const other = await t.userWithRole('crew');
    const mine = as(t, me.cookie);
    for (const suffix of ['', '/assignments', '/performance']) {
      expect((await mine.get(`/api/admin/employees/${me.id}${suffix}`)).status).toBe(200);
      expect((await mine.get(`/api/admin/employees/${other.id}${suffix}`)).status).toBe(403);
    }
    // Self access stops short of managing: no self edit, reset or delete.
    expect((await mine.patch(`/api/admin/employees/${me.id}`, { availabilityStatus: 'off_shift' })).status).toBe(403);
  });
});

describe('GET lists', () => {
  it('lists every employee without secrets; active only for /active', async () => {
    const office = await t.userWithRole('customer_service', 'office-one');
    const gone = await t.userWithRole('crew', 'gone-one');
    await as(t, admin).patch(`/api/admin/employees/${gone.id}`, { isActive: false });

    const all = await as(t, office.cookie).get<EmployeeDto[]>('/api/admin/employees');
    expect(all.status).toBe(200);
    expect(all.body.map((e) => e.username)).toEqual(['admin', 'office-one', 'gone-one']);
    for (const e of all.body) expectNoSecrets(e);

    const active = await as(t, office.cookie).get<EmployeeDto[]>('/api/admin/employees/active');
    expect(active.body.map((e) => e.username)).toEqual(['admin', 'office-one']);
    for (const e of active.body) expectNoSecrets(e);
  });

  it('counts the distinct jobs each employee is on through job or task assignments', async () => {
    const crew = await t.userWithRole('crew', 'crew-one');
    const idle = await t.userWithRole('crew', 'crew-idle');
    const a = seedJob(t, '2030-01-05');
    const b = seedJob(t, '2030-01-12', 'Bea');
    assignTask(t, a.curb.id, crew.id);
    assignTask(t, a.back.id, crew.id); // same job again
    assignJob(t, a.job.id, crew.id); // and again
    assignJob(t, b.job.id, crew.id);

    const res = await as(t, admin).get<EmployeeWithJobCount[]>('/api/admin/employees/with-job-counts');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((e) => [e.username, e.jobCount]));
    expect(byName).toEqual({ admin: 0, 'crew-one': 2, 'crew-idle': 0 });
    expect(res.body.find((e) => e.id === idle.id)?.isActive).toBe(true);
    for (const e of res.body) expectNoSecrets(e);
  });
});

describe('GET /api/admin/employees/:id', () => {
  it('returns the employee, 404 when missing, 400 on a non-numeric id', async () => {
    const crew = await t.userWithRole('crew', 'crew-one');
    const res = await as(t, admin).get<EmployeeDto>(`/api/admin/employees/${crew.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: crew.id, username: 'crew-one', role: 'crew', isActive: true });
    expectNoSecrets(res.body);
    expect((await as(t, admin).get('/api/admin/employees/9999')).status).toBe(404);
    expect((await as(t, admin).get('/api/admin/employees/abc')).status).toBe(400);
  });
});

describe('POST /api/admin/employees', () => {
  it('creates an employee with a scrypt hash and answers 201 without secrets', async () => {
    const res = await as(t, admin).post<EmployeeDto>('/api/admin/employees', {
      username: 'sam',
      password: 'secret1',
      role: 'customer_service',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'sam', role: 'customer_service', isActive: true });
    expectNoSecrets(res.body);
    const row = t.employeeRow(res.body.id);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('secret1', row?.passwordHash ?? '')).toBe(true);
    expect((await t.login('sam', 'secret1')).status).toBe(200);
  });

  it('takes an optional name, e-mail and phone, and refuses a bad e-mail', async () => {
    const res = await as(t, admin).post<EmployeeDto>('/api/admin/employees', {
      username: 'lee',
      password: 'secret1',
      name: 'Lee Park',
      email: 'lee@example.com',
      phone: '206-555-0111',
    });
    expect(res.body).toMatchObject({ name: 'Lee Park', email: 'lee@example.com', phone: '206-555-0111' });
    const blank = await as(t, admin).post<EmployeeDto>('/api/admin/employees', {
      username: 'max',
      password: 'secret1',
      name: '',
      email: '',
    });
    expect(blank.body).toMatchObject({ name: null, email: null, phone: null });
    const bad = await as(t, admin).post('/api/admin/employees', {
      username: 'zed',
      password: 'secret1',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(t.store.sqlite.prepare("SELECT count(*) AS n FROM employees WHERE username = 'zed'").get()).toEqual({
      n: 0,
    });
  });

  it('defaults the role to crew', async () => {
    const res = await as(t, admin).post<EmployeeDto>('/api/admin/employees', { username: 'kim', password: 'secret1' });
    expect(res.body.role).toBe('crew');
  });

  it('validates with the spec messages', async () => {
    const post = (body: unknown) => as(t, admin).post('/api/admin/employees', body);
    expect((await post({ username: 'ab', password: 'secret1' })).body).toEqual({
      message: 'Username must be at least 3 characters',
    });
    expect((await post({ password: 'secret1' })).body).toEqual({ message: 'Username must be at least 3 characters' });
    expect((await post({ username: 'abc', password: '12345' })).body).toEqual({
      message: 'Password must be at least 6 characters',
    });
    const long = await post({ username: 'x'.repeat(51), password: 'secret1' });
    expect(long.status).toBe(400);
    const role = await post({ username: 'abc', password: 'secret1', role: 'boss' });
    expect(role.status).toBe(400);
    expect(t.store.orm.select().from(employees).all()).toHaveLength(1);
  });

  it('refuses a duplicate username, case-insensitively, with 409', async () => {
    await t.userWithRole('crew', 'Taken');
    const res = await as(t, admin).post('/api/admin/employees', { username: 'taken', password: 'secret1' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Username already exists' });
  });
});

describe('PATCH /api/admin/employees/:id', () => {
  it('applies a full edit; empty email and phone become null; a midday hire timestamp becomes its day', async () => {
    const crew = await t.userWithRole('crew');
    const res = await as(t, admin).patch<EmployeeDto>(`/api/admin/employees/${crew.id}`, {
      name: 'Casey Crew',
      email: 'casey@example.com',
      phone: '2065550123',
      hireDate: '2024-03-15T12:00:00.000Z',
      role: 'crew',
      isActive: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Casey Crew',
      email: 'casey@example.com',
      phone: '2065550123',
      hireDate: '2024-03-15',
    });
    expectNoSecrets(res.body);

    const cleared = await as(t, admin).patch<EmployeeDto>(`/api/admin/employees/${crew.id}`, {
      name: 'Casey Crew',
      email: '',
      phone: '',
      hireDate: null,
    });
    expect(cleared.body).toMatchObject({ email: null, phone: null, hireDate: null });
  });

  it('sets only availabilityStatus, or only isActive', async () => {
    const crew = await t.userWithRole('crew');
    const avail = await as(t, admin).patch<EmployeeDto>(`/api/admin/employees/${crew.id}`, {
      availabilityStatus: 'on_job',
    });
    expect(avail.body.availabilityStatus).toBe('on_job');
    // A session survives an availability change.
    expect((await t.call('GET', '/api/auth/me', { cookie: crew.cookie })).status).toBe(200);

    const off = await as(t, admin).patch<EmployeeDto>(`/api/admin/employees/${crew.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    expect(off.body.availabilityStatus).toBe('on_job');
  });

  it('validates with the spec messages', async () => {
    const crew = await t.userWithRole('crew');
    const patch = (body: unknown) => as(t, admin).patch(`/api/admin/employees/${crew.id}`, body);
    expect((await patch({ name: '  ' })).body).toEqual({ message: 'Name is required' });
    expect((await patch({ name: 'X', email: 'nope' })).body).toEqual({ message: 'Please enter a valid email address' });
    expect((await patch({ role: 'boss' })).status).toBe(400);
    expect((await patch({ isActive: 'yes' })).status).toBe(400);
    expect((await patch({ availabilityStatus: 'asleep' })).status).toBe(400);
    expect((await patch({ hireDate: 'not a date' })).status).toBe(400);
    expect((await as(t, admin).patch('/api/admin/employees/9999', { name: 'X' })).status).toBe(404);
  });

  it('ends the sessions of a deactivated employee or one whose role changed', async () => {
    const crew = await t.userWithRole('crew');
    const office = await t.userWithRole('customer_service');
    await as(t, admin).patch(`/api/admin/employees/${crew.id}`, { isActive: false });
    expect((await t.call('GET', '/api/auth/me', { cookie: crew.cookie })).status).toBe(401);

    await as(t, admin).patch(`/api/admin/employees/${office.id}`, { role: 'manager' });
    expect((await t.call('GET', '/api/auth/me', { cookie: office.cookie })).status).toBe(401);
    const again = await t.login(office.username, TEST_PASSWORD);
    expect(again.body.user.role).toBe('manager');
  });

  it('refuses a manager deactivating themself (409) but allows other self edits', async () => {
    const manager = await t.userWithRole('manager');
    const mine = as(t, manager.cookie);
    const res = await mine.patch(`/api/admin/employees/${manager.id}`, { isActive: false });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You cannot deactivate your own account' });
    expect(t.employeeRow(manager.id)?.isActive).toBe(true);
    expect((await mine.patch(`/api/admin/employees/${manager.id}`, { availabilityStatus: 'off_shift' })).status).toBe(
      200,
    );
  });
});

describe('DELETE /api/admin/employees/:id', () => {
  it('deletes the employee with their assignments and time off', async () => {
    const crew = await t.userWithRole('crew');
    const seeded = seedJob(t, '2030-01-05');
    assignTask(t, seeded.curb.id, crew.id);
    assignJob(t, seeded.job.id, crew.id);
    t.store.write((db) =>
      db
        .insert(employeeTimeOff)
        .values({ employeeId: crew.id, startDate: '2030-01-01', endDate: '2030-01-02', type: 'sick' })
        .run(),
    );
    const res = await as(t, admin).delete(`/api/admin/employees/${crew.id}`);
    expect(res.status).toBe(200);
    expect(t.employeeRow(crew.id)).toBeUndefined();
    expect(t.store.orm.select().from(taskAssignments).all()).toHaveLength(0);
    expect(t.store.orm.select().from(jobAssignments).all()).toHaveLength(0);
    expect(t.store.orm.select().from(employeeTimeOff).all()).toHaveLength(0);
    // The work itself stays.
    expect(t.store.orm.select().from(jobs).all()).toHaveLength(1);
    expect((await as(t, admin).delete(`/api/admin/employees/${crew.id}`)).status).toBe(404);
  });

  it('refuses a manager deleting themself with 409', async () => {
    const manager = await t.userWithRole('manager');
    const res = await as(t, manager.cookie).delete(`/api/admin/employees/${manager.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You cannot delete your own account' });
    expect(t.employeeRow(manager.id)).toBeDefined();
  });
});

describe('POST /api/admin/employees/:id/reset-password', () => {
  it('sets the new password and ends the employee’s sessions', async () => {
    const crew = await t.userWithRole('crew');
    const res = await as(t, admin).post(`/api/admin/employees/${crew.id}/reset-password`, { newPassword: 'fresh-one' });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { cookie: crew.cookie })).status).toBe(401);
    expect((await t.login(crew.username, TEST_PASSWORD)).status).toBe(401);
    expect((await t.login(crew.username, 'fresh-one')).status).toBe(200);
  });

  it('validates the password and the id', async () => {
    const crew = await t.userWithRole('crew');
    const short = await as(t, admin).post(`/api/admin/employees/${crew.id}/reset-password`, { newPassword: '123' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'Password must be at least 6 characters' });
    expect((await as(t, admin).post(`/api/admin/employees/${crew.id}/reset-password`, {})).body).toEqual({
      message: 'Password must be at least 6 characters',
    });
    expect(
      (await as(t, admin).post('/api/admin/employees/9999/reset-password', { newPassword: 'fresh-one' })).status,
    ).toBe(404);
  });
});

describe('assignments and performance', () => {
  it('lists task and job assignments joined to job, task and customer, newest date first', async () => {
    const crew = await t.userWithRole('crew');
    const early = seedJob(t, '2030-01-05', 'Early Customer');
    const late = seedJob(t, '2030-02-09', 'Late Customer');
    const ta = assignTask(t, early.curb.id, crew.id, 'lead');
    const ja = assignJob(t, late.job.id, crew.id, 'support');

    const res = await as(t, crew.cookie).get<EmployeeAssignmentItem[]>(`/api/admin/employees/${crew.id}/assignments`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: ja.id,
        jobId: late.job.id,
        taskId: null,
        customerId: late.customer.id,
        customerName: 'Late Customer',
        taskType: null,
        taskScheduledDate: '2030-02-09',
        taskStatus: 'scheduled',
        role: 'support',
        notes: null,
        taskNotes: null,
      },
      {
        id: ta.id,
        jobId: early.job.id,
        taskId: early.curb.id,
        customerId: early.customer.id,
        customerName: 'Early Customer',
        taskType: 'take_to_curb',
        taskScheduledDate: '2030-01-05',
        taskStatus: 'scheduled',
        role: 'lead',
        notes: 'bring gloves',
        taskNotes: 'gate code 12',
      },
    ]);
    expect((await as(t, admin).get('/api/admin/employees/9999/assignments')).status).toBe(404);
  });

  it('computes performance metrics, 0% when nothing is finished', async () => {
    const crew = await t.userWithRole('crew');
    const empty = await as(t, admin).get<PerformanceMetrics>(`/api/admin/employees/${crew.id}/performance`);
    expect(empty.body).toEqual({ jobsScheduled: 0, jobsCompleted: 0, totalAssignments: 0, completionRate: 0 });

    const a = seedJob(t, '2030-01-05');
    const b = seedJob(t, '2030-01-12');
    const c = seedJob(t, '2030-01-19');
    assignTask(t, a.curb.id, crew.id);
    assignTask(t, a.back.id, crew.id);
    assignTask(t, b.curb.id, crew.id);
    assignJob(t, c.job.id, crew.id);
    t.store.write((db) => {
      db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, a.curb.id)).run();
      db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, a.back.id)).run();
      db.update(tasks).set({ status: 'missed' }).where(eq(tasks.id, b.curb.id)).run();
      db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, a.job.id)).run();
    });
    const res = await as(t, crew.cookie).get<PerformanceMetrics>(`/api/admin/employees/${crew.id}/performance`);
    expect(res.body).toEqual({ jobsScheduled: 3, jobsCompleted: 1, totalAssignments: 4, completionRate: 67 });
    expect((await as(t, admin).get('/api/admin/employees/9999/performance')).status).toBe(404);
  });
});
