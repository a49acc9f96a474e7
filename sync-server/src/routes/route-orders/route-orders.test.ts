import { type RouteOrderDto, routeOrders } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../../test-support';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterEach(() => t.cleanup());

const seedOrder = (employeeId: number, routeDate: string, taskIds: number[]) =>
  t.store.write((db) => db.insert(routeOrders).values({ employeeId, routeDate, taskIds }).returning().get());

describe('GET /api/route-orders?date=', () => {
  it('gives the office every order of the day in one answer, without people no longer on the staff list', async () => {
    const a = await t.userWithRole('crew', 'day-crew-a');
    const b = await t.userWithRole('crew', 'day-crew-b');
    const office = await t.userWithRole('manager', 'day-office');
    seedOrder(a.id, '2030-03-01', [5, 3]);
    seedOrder(b.id, '2030-03-01', [7]);
    seedOrder(b.id, '2030-03-02', [8]);
    const day = await as(t, office.cookie).get<RouteOrderDto[]>('/api/route-orders?date=2030-03-01');
    expect(day.status).toBe(200);
    expect(day.body.map((o) => [o.employeeId, o.date, o.taskIds]).sort()).toEqual(
      [
        [a.id, '2030-03-01', [5, 3]],
        [b.id, '2030-03-01', [7]],
      ].sort(),
    );
    // A crew member deleted since (an office replica may still list them) is simply not in the answer.
    expect((await as(t, admin).delete(`/api/admin/employees/${b.id}`)).status).toBeLessThan(300);
    const after = await as(t, office.cookie).get<RouteOrderDto[]>('/api/route-orders?date=2030-03-01');
    expect(after.body.map((o) => o.employeeId)).toEqual([a.id]);
    expect((await as(t, office.cookie).get<RouteOrderDto[]>('/api/route-orders?date=2030-03-09')).body).toEqual([]);
  });

  it('refuses the crew, and answers a missing or impossible date with a message', async () => {
    const crew = await t.userWithRole('crew', 'day-crew-c');
    const refused = await as(t, crew.cookie).get<{ message: string }>('/api/route-orders?date=2030-03-01');
    expect(refused.status).toBe(403);
    for (const [path, message] of [
      ['/api/route-orders', 'date is required'],
      ['/api/route-orders?date=2030-02-30', 'Dates must be written as yyyy-MM-dd'],
    ] as const) {
      const res = await as(t, admin).get<{ message: string }>(path);
      expect([path, res.status, res.body.message]).toEqual([path, 400, message]);
    }
  });
});

describe('GET /api/route-orders/{employeeId}?date=', () => {
  it("gives a crew member their own order, and the office anyone's", async () => {
    const crew = await t.userWithRole('crew', 'order-crew');
    const office = await t.userWithRole('customer_service', 'order-office');
    seedOrder(crew.id, '2030-03-01', [5, 3, 4]);
    const own = await as(t, crew.cookie).get<RouteOrderDto>(`/api/route-orders/${crew.id}?date=2030-03-01`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ employeeId: crew.id, date: '2030-03-01', taskIds: [5, 3, 4] });
    expect(own.body.updatedAt).toEqual(expect.any(String));
    const seen = await as(t, office.cookie).get<RouteOrderDto>(`/api/route-orders/${crew.id}?date=2030-03-01`);
    expect(seen.body.taskIds).toEqual([5, 3, 4]);
    const none = await as(t, admin).get<RouteOrderDto>(`/api/route-orders/${crew.id}?date=2030-03-02`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      employeeId: crew.id,
      date: '2030-03-02',
      taskIds: [],
      updatedAt: null,
      updatedBy: null,
    });
  });

  it("refuses a crew member someone else's order, and answers bad input with a message", async () => {
    const crew = await t.userWithRole('crew', 'order-crew-a');
    const other = await t.userWithRole('crew', 'order-crew-b');
    seedOrder(other.id, '2030-03-01', [1]);
    const theirs = await as(t, crew.cookie).get<{ message: string }>(`/api/route-orders/${other.id}?date=2030-03-01`);
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('Forbidden');
    for (const [path, status, message] of [
      [`/api/route-orders/${crew.id}`, 400, 'date is required'],
      [`/api/route-orders/${crew.id}?date=2030-02-30`, 400, 'Dates must be written as yyyy-MM-dd'],
      ['/api/route-orders/abc?date=2030-03-01', 400, 'Invalid employeeId'],
      ['/api/route-orders/999999?date=2030-03-01', 404, 'Not found'],
    ] as const) {
      const res = await as(t, admin).get<{ message: string }>(path);
      expect([path, res.status, res.body.message]).toEqual([path, status, message]);
    }
    const anonymous = await t.app.request('http://localhost:3000/api/route-orders/1?date=2030-03-01');
    expect(anonymous.status).toBe(401);
  });
});
