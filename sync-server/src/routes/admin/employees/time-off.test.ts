import { type EmployeeConflict, employeeTimeOff, type TimeOff } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../../../test-support';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterEach(() => t.cleanup());

const request = { startDate: '2030-03-02', endDate: '2030-03-04', type: 'vacation', notes: 'Family trip' };

function seedTimeOff(employeeId: number, fields: Partial<TimeOff> = {}) {
  return t.store.write((db) =>
    db
      .insert(employeeTimeOff)
      .values({ employeeId, startDate: '2030-03-02', endDate: '2030-03-04', type: 'vacation', ...fields })
      .returning()
      .get(),
  );
}
const allTimeOff = () => t.store.orm.select().from(employeeTimeOff).all();

describe('permission boundaries of time off', () => {
  type Role = 'anonymous' | 'crew' | 'customer_service' | 'manager' | 'admin';
  const ROLES: Role[] = ['anonymous', 'crew', 'customer_service', 'manager', 'admin'];
  const cookieFor = async (role: Role) =>
    role === 'anonymous' ? undefined : role === 'admin' ? admin : (await t.userWithRole(role)).cookie;

  it.each(
    [
      { method: 'GET', path: (e: number) => `/api/admin/employees/${e}/time-off`, allowed: ['manager', 'admin'] },
      {
        method: 'POST',
        path: (e: number) => `/api/admin/employees/${e}/time-off`,
        body: request,
        allowed: ['manager', 'admin'],
      },
      {
        method: 'PATCH',
        path: (_e: number, r: number) => `/api/admin/employees/time-off/${r}`,
        body: { status: 'approved' },
        allowed: ['manager', 'admin'],
      },
      {
        method: 'DELETE',
        path: (_e: number, r: number) => `/api/admin/employees/time-off/${r}`,
        allowed: ['manager', 'admin'],
      },
      {
        method: 'GET',
        path: () => '/api/admin/employees/conflicts-for-date/2030-03-03',
        allowed: ['customer_service', 'manager', 'admin'],
      },
    ].map((c) => ({ ...c, name: `${c.method} ${c.path(0, 0)}` })),
  )('$name (someone else’s records)', async ({ method, path, body, allowed }) => {
    for (const role of ROLES) {
      const target = await t.userWithRole('crew');
      const record = seedTimeOff(target.id, { status: 'pending' });
      const res = await t.call(method, path(target.id, record.id), { cookie: await cookieFor(role), body });
      if (role === 'anonymous') expect([role, res.status]).toEqual([role, 401]);
      else if (allowed.includes(role)) expect([role, res.status < 300]).toEqual([role, true]);
      else expect([role, res.status]).toEqual([role, 403]);
    }
  });

  it('lets crew and office staff read and request their own time off, but not decide it', async () => {
    for (const role of ['crew', 'customer_service'] as const) {
      const me = await t.userWithRole(role);
      const mine = as(t, me.cookie);
      const created = await mine.post<TimeOff>(`/api/admin/employees/${me.id}/time-off`, {
        ...request,
        status: 'approved',
      });
      expect(created.status).toBe(201);
      // Their request always waits for a manager, whatever they send.
      expect(created.body).toMatchObject({ employeeId: me.id, status: 'pending', type: 'vacation' });
      const list = await mine.get<TimeOff[]>(`/api/admin/employees/${me.id}/time-off`);
      expect(list.body.map((r) => r.id)).toEqual([created.body.id]);
      expect(
        (await mine.patch(`/api/admin/employees/time-off/${created.body.id}`, { status: 'approved' })).status,
      ).toBe(403);
      expect((await mine.delete(`/api/admin/employees/time-off/${created.body.id}`)).status).toBe(403);
    }
  });
});

describe('POST /api/admin/employees/:id/time-off', () => {
  it('lets a manager file time off for anyone: approved by default, pending when asked', async () => {
    const crew = await t.userWithRole('crew');
    const approved = await as(t, admin).post<TimeOff>(`/api/admin/employees/${crew.id}/time-off`, request);
    expect(approved.status).toBe(201);
    expect(approved.body).toMatchObject({ ...request, employeeId: crew.id, status: 'approved' });
    const pending = await as(t, admin).post<TimeOff>(`/api/admin/employees/${crew.id}/time-off`, {
      ...request,
      notes: '',
      status: 'pending',
    });
    expect(pending.body).toMatchObject({ status: 'pending', notes: null });
  });

  it('validates with the spec messages and writes nothing', async () => {
    const crew = await t.userWithRole('crew');
    const post = (body: unknown) => as(t, crew.cookie).post(`/api/admin/employees/${crew.id}/time-off`, body);
    expect((await post({ ...request, startDate: '' })).body).toEqual({ message: 'Start date is required' });
    expect((await post({ endDate: '2030-03-04', type: 'sick' })).body).toEqual({ message: 'Start date is required' });
    expect((await post({ ...request, endDate: '' })).body).toEqual({ message: 'End date is required' });
    expect((await post({ startDate: '2030-03-02', type: 'sick' })).body).toEqual({ message: 'End date is required' });
    expect((await post({ ...request, type: '' })).body).toEqual({ message: 'Please select a time off type' });
    expect((await post({ ...request, type: 'holiday' })).body).toEqual({ message: 'Please select a time off type' });
    expect((await post({ ...request, endDate: '2030-03-01' })).body).toEqual({
      message: 'End date must be on or after start date',
    });
    expect((await post({ ...request, startDate: '2030-02-30' })).status).toBe(400);
    expect(
      (await as(t, admin).post(`/api/admin/employees/${crew.id}/time-off`, { ...request, status: 'x' })).status,
    ).toBe(400);
    expect((await as(t, admin).post('/api/admin/employees/9999/time-off', request)).status).toBe(404);
    expect(allTimeOff()).toHaveLength(0);
  });

  it('refuses a non-manager filing for someone else with 403', async () => {
    const me = await t.userWithRole('crew');
    const other = await t.userWithRole('crew');
    const res = await as(t, me.cookie).post(`/api/admin/employees/${other.id}/time-off`, request);
    expect(res.status).toBe(403);
    expect(allTimeOff()).toHaveLength(0);
  });
});

describe('GET /api/admin/employees/:id/time-off', () => {
  it('lists the employee’s requests, newest start first', async () => {
    const crew = await t.userWithRole('crew');
    const other = await t.userWithRole('crew');
    const a = seedTimeOff(crew.id, { startDate: '2030-01-01', endDate: '2030-01-02' });
    const b = seedTimeOff(crew.id, { startDate: '2030-05-01', endDate: '2030-05-02' });
    seedTimeOff(other.id);
    const res = await as(t, admin).get<TimeOff[]>(`/api/admin/employees/${crew.id}/time-off`);
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await as(t, admin).get('/api/admin/employees/9999/time-off')).status).toBe(404);
  });
});

describe('PATCH /api/admin/employees/time-off/:id', () => {
  it('approves or denies a pending request', async () => {
    const crew = await t.userWithRole('crew');
    const a = seedTimeOff(crew.id, { status: 'pending' });
    const b = seedTimeOff(crew.id, { status: 'pending' });
    const approve = await as(t, admin).patch<TimeOff>(`/api/admin/employees/time-off/${a.id}`, { status: 'approved' });
    expect(approve.status).toBe(200);
    expect(approve.body.status).toBe('approved');
    const deny = await as(t, admin).patch<TimeOff>(`/api/admin/employees/time-off/${b.id}`, { status: 'denied' });
    expect(deny.body.status).toBe('denied');
  });

  it('refuses approving or denying a request that is not pending (409)', async () => {
    const crew = await t.userWithRole('crew');
    const decided = seedTimeOff(crew.id, { status: 'denied' });
    for (const status of ['approved', 'denied']) {
      const res = await as(t, admin).patch(`/api/admin/employees/time-off/${decided.id}`, { status });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Only pending requests can be approved or denied' });
    }
  });

  it('edits a request at any status, keeping end on or after start', async () => {
    const crew = await t.userWithRole('crew');
    const row = seedTimeOff(crew.id, { status: 'approved' });
    const res = await as(t, admin).patch<TimeOff>(`/api/admin/employees/time-off/${row.id}`, {
      startDate: '2030-04-01',
      endDate: '2030-04-03',
      type: 'personal',
      notes: 'Moved',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      startDate: '2030-04-01',
      endDate: '2030-04-03',
      type: 'personal',
      notes: 'Moved',
    });
    expect(res.body.status).toBe('approved');

    const before = await as(t, admin).patch(`/api/admin/employees/time-off/${row.id}`, { endDate: '2030-03-31' });
    expect(before.status).toBe(400);
    expect(before.body).toEqual({ message: 'End date must be on or after start date' });
    expect((await as(t, admin).patch(`/api/admin/employees/time-off/${row.id}`, { type: 'nap' })).body).toEqual({
      message: 'Please select a time off type',
    });
    expect((await as(t, admin).patch(`/api/admin/employees/time-off/${row.id}`, { status: 'maybe' })).status).toBe(400);
    expect((await as(t, admin).patch('/api/admin/employees/time-off/9999', { notes: 'x' })).status).toBe(404);
    expect((await as(t, admin).patch('/api/admin/employees/time-off/abc', { notes: 'x' })).status).toBe(400);
  });
});

describe('DELETE /api/admin/employees/time-off/:id', () => {
  it('deletes a request at any status, then 404', async () => {
    const crew = await t.userWithRole('crew');
    const row = seedTimeOff(crew.id, { status: 'approved' });
    expect((await as(t, admin).delete(`/api/admin/employees/time-off/${row.id}`)).status).toBe(200);
    expect(allTimeOff()).toHaveLength(0);
    expect((await as(t, admin).delete(`/api/admin/employees/time-off/${row.id}`)).status).toBe(404);
  });
});

describe('GET /api/admin/employees/conflicts-for-date/:date', () => {
  it('reports approved over pending time off covering the date, for every active employee', async () => {
    const office = await t.userWithRole('customer_service');
    const away = await t.userWithRole('crew');
    const maybe = await t.userWithRole('crew');
    const free = await t.userWithRole('crew');
    const inactive = await t.userWithRole('crew');
    seedTimeOff(away.id, { status: 'pending', startDate: '2030-03-01', endDate: '2030-03-10' });
    seedTimeOff(away.id, { status: 'approved', startDate: '2030-03-03', endDate: '2030-03-03', notes: 'Dentist' });
    seedTimeOff(maybe.id, { status: 'pending', startDate: '2030-03-03', endDate: '2030-03-05', type: 'personal' });
    seedTimeOff(free.id, { status: 'denied', startDate: '2030-03-01', endDate: '2030-03-10' });
    seedTimeOff(free.id, { status: 'approved', startDate: '2030-03-04', endDate: '2030-03-05' });
    await as(t, admin).patch(`/api/admin/employees/${inactive.id}`, { isActive: false });

    const res = await as(t, office.cookie).get<EmployeeConflict[]>(
      '/api/admin/employees/conflicts-for-date/2030-03-03',
    );
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((r) => [r.id, r]));
    expect(byId.has(inactive.id)).toBe(false);
    expect(byId.get(away.id)).toEqual({
      id: away.id,
      hasConflict: true,
      conflictType: 'approved',
      conflictingTimeOff: {
        type: 'vacation',
        status: 'approved',
        startDate: '2030-03-03',
        endDate: '2030-03-03',
        notes: 'Dentist',
      },
    });
    expect(byId.get(maybe.id)).toMatchObject({ hasConflict: true, conflictType: 'pending' });
    expect(byId.get(free.id)).toEqual({
      id: free.id,
      hasConflict: false,
      conflictType: null,
      conflictingTimeOff: null,
    });
    expect(byId.get(office.id)?.hasConflict).toBe(false);
  });

  it('answers 400 on a bad date', async () => {
    for (const bad of ['2030-13-01', 'tomorrow', '2030-02-30']) {
      const res = await as(t, admin).get(`/api/admin/employees/conflicts-for-date/${bad}`);
      expect(res.status).toBe(400);
    }
  });
});
