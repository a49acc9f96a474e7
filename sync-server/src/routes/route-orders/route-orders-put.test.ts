import { randomUUID } from 'node:crypto';
import {
  addDays,
  jobs,
  type Mutation,
  type PullResponse,
  type PushResponse,
  type RouteOrderDto,
  routeOrders,
  taskAssignments,
  tasks,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, as, assignJob, assignTask, createTestApp, type TestApp, taskById } from '../../test-support';

/** The office's plan: PUT /api/route-orders/{employeeId}?date= and its way to the crew member's phones. */

type User = Awaited<ReturnType<TestApp['userWithRole']>>;
let t: TestApp;
let maria: User;
let casey: User;
let riley: User;
let tomorrow: string;
/** Casey's three stops tomorrow, Riley's one, and one of Casey's on the day after. */
let stops: { casey: number[]; riley: number; caseyLater: number };

beforeEach(async () => {
  t = await createTestApp();
  maria = await t.userWithRole('manager', 'Maria');
  casey = await t.userWithRole('crew', 'Casey');
  riley = await t.userWithRole('crew', 'Riley');
  tomorrow = addDays(todayIn(t.config.businessTz), 1);
  const curbTask = (address: string, date: string) => {
    const customer = addCustomer(t.store, { address });
    return t.store.write((db) => {
      const job = db.insert(jobs).values({ customerId: customer.id, collectionDate: date }).returning().get();
      return db.insert(tasks).values({ jobId: job.id, scheduledDate: date }).returning().get().id;
    });
  };
  const caseyStops = ['1 Alder St', '2 Birch St', '3 Cedar St'].map((a) => curbTask(a, tomorrow));
  for (const id of caseyStops.slice(0, 2)) assignTask(t, id, casey.id);
  // The third comes to Casey with the whole job.
  assignJob(t, jobOf(caseyStops[2]), casey.id);
  const rileyStop = curbTask('4 Dogwood St', tomorrow);
  assignTask(t, rileyStop, riley.id);
  const later = curbTask('5 Elm St', addDays(tomorrow, 1));
  assignTask(t, later, casey.id);
  stops = { casey: caseyStops, riley: rileyStop, caseyLater: later };
});
afterEach(() => t.cleanup());

const jobOf = (taskId: number) => taskById(t.store, taskId)?.jobId ?? 0;

const put = <T = RouteOrderDto>(cookie: string, employeeId: number, date: string, body: unknown) =>
  t.call<T>('PUT', `/api/route-orders/${employeeId}?date=${date}`, { cookie, body });

async function pullAll(cookie: string, start = '') {
  let cursor = start;
  const orders: PullResponse['rows']['routeOrders'] = [];
  for (let i = 0; i < 50; i++) {
    const res = await as(t, cookie).get<PullResponse>(`/api/sync/pull?cursor=${cursor}`);
    expect(res.status).toBe(200);
    orders.push(...(res.body.rows.routeOrders ?? []));
    cursor = res.body.cursor;
    if (!res.body.hasMore) return { orders, cursor };
  }
  throw new Error('pull never finished');
}

describe('PUT /api/route-orders/{employeeId}?date=', () => {
  it("stores the office's plan, answers who set it, and replicates it to that crew member's phones only", async () => {
    const caseyStart = await pullAll(casey.cookie);
    const rileyStart = await pullAll(riley.cookie);
    const [a, b, c] = stops.casey;
    // A subset: the stop left out follows in address order on the phone.
    const res = await put(maria.cookie, casey.id, tomorrow, { taskIds: [c, a] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      employeeId: casey.id,
      date: tomorrow,
      taskIds: [c, a],
      updatedAt: expect.any(String),
      updatedBy: { id: maria.id, name: 'Maria' },
    });
    const read = await as(t, casey.cookie).get<RouteOrderDto>(`/api/route-orders/${casey.id}?date=${tomorrow}`);
    expect(read.body).toEqual(res.body);

    const onCaseysPhone = await pullAll(casey.cookie, caseyStart.cursor);
    expect(onCaseysPhone.orders.map((o) => [o.employeeId, o.routeDate, o.taskIds, o.updatedById])).toEqual([
      [casey.id, tomorrow, [c, a], maria.id],
    ]);
    expect((await pullAll(riley.cookie, rileyStart.cursor)).orders).toEqual([]);
    expect((await pullAll(maria.cookie)).orders).toEqual([]);

    // The customer-service desk plans too; the whole day's list is fine.
    const office = await t.userWithRole('customer_service', 'Desk');
    const again = await put(office.cookie, casey.id, tomorrow, { taskIds: [b, c, a] });
    expect(again.body.updatedBy).toEqual({ id: office.id, name: 'Desk' });
    const next = await pullAll(casey.cookie, onCaseysPhone.cursor);
    expect(next.orders.map((o) => [o.taskIds, o.updatedById])).toEqual([[[b, c, a], office.id]]);
  });

  it('lets crew set only their own order, on the days their phone holds', async () => {
    const own = await put(casey.cookie, casey.id, tomorrow, { taskIds: stops.casey });
    expect(own.status).toBe(200);
    expect(own.body.updatedBy).toEqual({ id: casey.id, name: 'Casey' });
    const theirs = await put<{ message: string }>(casey.cookie, riley.id, tomorrow, { taskIds: [stops.riley] });
    expect([theirs.status, theirs.body.message]).toEqual([403, 'Forbidden']);
    const far = await put<{ message: string }>(casey.cookie, casey.id, addDays(tomorrow, 60), { taskIds: [] });
    expect([far.status, far.body.message]).toEqual([
      400,
      "A route can only be ordered for a day in the phone's working set",
    ]);
    const anonymous = await t.call('PUT', `/api/route-orders/${casey.id}?date=${tomorrow}`, { body: { taskIds: [] } });
    expect(anonymous.status).toBe(401);
    const stored = t.store.orm.select().from(routeOrders).all();
    expect(stored.map((r) => [r.employeeId, r.taskIds])).toEqual([[casey.id, stops.casey]]);
  });

  it("refuses other people's stops, other days' stops and bad input with a 400, writing nothing", async () => {
    const [a] = stops.casey;
    // A stop handed on to someone else is no longer Casey's.
    t.store.write((db) =>
      db.update(taskAssignments).set({ status: 'reassigned' }).where(eq(taskAssignments.taskId, stops.casey[1])).run(),
    );
    const cases: [unknown, string, string][] = [
      [
        { taskIds: [a, stops.riley] },
        tomorrow,
        `Task ${stops.riley} is not one of this crew member's stops on ${tomorrow}`,
      ],
      [
        { taskIds: [stops.caseyLater] },
        tomorrow,
        `Task ${stops.caseyLater} is not one of this crew member's stops on ${tomorrow}`,
      ],
      [
        { taskIds: [stops.casey[1]] },
        tomorrow,
        `Task ${stops.casey[1]} is not one of this crew member's stops on ${tomorrow}`,
      ],
      [{ taskIds: [999999] }, tomorrow, `Task 999999 is not one of this crew member's stops on ${tomorrow}`],
      [{ taskIds: [a, a] }, tomorrow, 'A stop appears twice in the route'],
      [{ taskIds: [0] }, tomorrow, 'Task ids must be positive whole numbers'],
      [{ taskIds: 'x' }, tomorrow, 'Task ids must be a list'],
      [{}, tomorrow, 'Task ids must be a list'],
      [{ taskIds: [a] }, '2030-02-30', 'Dates must be written as yyyy-MM-dd'],
      [[a], tomorrow, 'Request body must be a JSON object'],
    ];
    for (const [body, date, message] of cases) {
      const res = await put<{ message: string }>(maria.cookie, casey.id, date, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const noDate = await t.call<{ message: string }>('PUT', `/api/route-orders/${casey.id}`, {
      cookie: maria.cookie,
      body: { taskIds: [a] },
    });
    expect([noDate.status, noDate.body.message]).toEqual([400, 'date is required']);
    const nobody = await put<{ message: string }>(maria.cookie, 999999, tomorrow, { taskIds: [] });
    expect([nobody.status, nobody.body.message]).toEqual([404, 'Not found']);
    expect(t.store.orm.select().from(routeOrders).all()).toEqual([]);
  });

  it("lets the later change win, the crew's own reorder or the office's plan, and says whose it is", async () => {
    const [a, b, c] = stops.casey;
    await put(maria.cookie, casey.id, tomorrow, { taskIds: [a, b, c] });
    const mutation: Mutation = {
      mutationId: randomUUID(),
      name: 'setRouteOrder',
      args: { date: tomorrow, taskIds: [c, b, a] },
      createdAt: new Date().toISOString(),
    };
    const pushed = await as(t, casey.cookie).post<PushResponse>('/api/sync/push', {
      clientId: 'casey-phone',
      mutations: [mutation],
    });
    expect(pushed.body.results[0].status).toBe('applied');
    const seenByOffice = await as(t, maria.cookie).get<RouteOrderDto>(`/api/route-orders/${casey.id}?date=${tomorrow}`);
    expect([seenByOffice.body.taskIds, seenByOffice.body.updatedBy]).toEqual([
      [c, b, a],
      { id: casey.id, name: 'Casey' },
    ]);

    const start = await pullAll(casey.cookie);
    await put(maria.cookie, casey.id, tomorrow, { taskIds: [b, a, c] });
    const onPhone = await pullAll(casey.cookie, start.cursor);
    expect(onPhone.orders.map((o) => [o.taskIds, o.updatedById])).toEqual([[[b, a, c], maria.id]]);
  });
});
