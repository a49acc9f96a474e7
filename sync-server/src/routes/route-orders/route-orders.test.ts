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
