import {
  addDays,
  type Customer,
  customerSkips,
  jobs,
  onOrAfter,
  type SelfServiceState,
  tasks,
  todayIn,
} from '@bin-valet/schema';
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCustomer, addJob, createTestApp, makePeriod, type TestApp } from '../../test-support';

let t: TestApp;
let today: string;
beforeEach(async () => {
  t = await createTestApp({ BUSINESS_TZ: 'America/Los_Angeles' });
  today = todayIn(t.config.businessTz);
});
afterEach(() => {
  vi.useRealTimers();
  t.cleanup();
});

const fridayCustomer = () =>
  addCustomer(t.store, { collectionDay: 'friday', binsToCurbDay: 'thursday', binsToResidenceDay: 'friday' });
type Answer = SelfServiceState & { message?: string };
const hold = (c: Customer, startDate: string, endDate: string) =>
  t.call<Answer>('POST', `/api/track/${c.trackingToken}/holds`, { body: { startDate, endDate } });
const endHold = (c: Customer, id: string) => t.call<Answer>('DELETE', `/api/track/${c.trackingToken}/holds/${id}`);
const statuses = (customerId: number) =>
  t.store.orm
    .select({ date: jobs.collectionDate, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), gte(jobs.collectionDate, today)))
    .orderBy(asc(jobs.collectionDate))
    .all();

describe('vacation holds', () => {
  it('skips every collection in the range, shows the first one after, and ending it brings them back', async () => {
    const customer = fridayCustomer();
    const first = onOrAfter(addDays(today, 8), 'friday');
    const dates = [first, addDays(first, 7), addDays(first, 14), addDays(first, 21)];
    for (const d of dates) addJob(t.store, customer.id, d);

    const res = await hold(customer, addDays(first, -1), addDays(first, 8));
    expect(res.status).toBe(201);
    expect(res.body.holds).toEqual([
      { id: expect.any(String), startDate: addDays(first, -1), endDate: addDays(first, 8), nextCollection: dates[2] },
    ]);
    expect(statuses(customer.id).map((j) => j.status)).toEqual(['cancelled', 'cancelled', 'scheduled', 'scheduled']);
    // A held collection comes back with the hold, not one by one.
    expect(await t.call('DELETE', `/api/track/${customer.trackingToken}/skips/${first}`)).toMatchObject({
      status: 409,
      body: { message: 'That collection is in your vacation hold. End the hold to bring it back.' },
    });

    const ended = await endHold(customer, res.body.holds[0].id);
    expect(ended.status).toBe(200);
    expect(ended.body.holds).toEqual([]);
    expect(statuses(customer.id).map((j) => j.status)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled']);
    expect(
      t.store.orm
        .select()
        .from(tasks)
        .all()
        .every((x) => x.status === 'scheduled' && x.notes === null),
    ).toBe(true);
    expect((await endHold(customer, res.body.holds[0].id)).status).toBe(404);
  });

  it('skips the jobs generated after it was set, and they return when it ends', async () => {
    const customer = fridayCustomer();
    const period = makePeriod(t, customer.id, today, null);
    const start = onOrAfter(addDays(today, 40), 'monday');
    const end = addDays(start, 13);
    const res = await hold(customer, start, end);
    expect(res.status).toBe(201);

    const admin = await t.adminCookie();
    const gen = await t.call('POST', `/api/service-periods/${period.id}/generate-jobs`, {
      cookie: admin,
      body: { startDate: today, endDate: addDays(today, 70) },
    });
    expect(gen.status).toBe(200);
    const inHold = statuses(customer.id).filter((j) => j.date >= start && j.date <= end);
    expect(inHold).toHaveLength(2);
    expect(inHold.every((j) => j.status === 'cancelled')).toBe(true);
    expect(statuses(customer.id).filter((j) => j.status === 'cancelled')).toHaveLength(2);
    expect(t.store.orm.select().from(customerSkips).all()).toHaveLength(2);

    await endHold(customer, res.body.holds[0].id);
    expect(statuses(customer.id).every((j) => j.status === 'scheduled')).toBe(true);
  });

  it('refuses long, backwards, past and overlapping holds with a message and changes nothing', async () => {
    const customer = fridayCustomer();
    const first = onOrAfter(addDays(today, 8), 'friday');
    addJob(t.store, customer.id, first);
    expect((await hold(customer, first, addDays(first, 6))).status).toBe(201);
    const before = t.store.currentVersion();
    const cases: [string, string, number, string][] = [
      [first, addDays(first, 90), 400, 'A hold can last at most 90 days.'],
      [addDays(first, 20), addDays(first, 10), 400, 'The hold must end on or after its start date.'],
      [addDays(today, -3), addDays(today, 3), 400, 'That date has passed.'],
      [addDays(first, 3), addDays(first, 30), 409, expect.stringContaining('That overlaps your hold from') as never],
    ];
    for (const [s, e, status, message] of cases) {
      expect(await hold(customer, s, e)).toMatchObject({ status, body: { message } });
    }
    expect((await hold(customer, 'soon', first)).status).toBe(400);
    expect((await endHold(customer, 'not-a-hold-id')).status).toBe(404);
    expect(t.store.currentVersion()).toBe(before);
    // Exactly 90 days is allowed.
    expect((await hold(customer, addDays(first, 7), addDays(first, 96))).status).toBe(201);
  });

  it("refuses a hold whose first collection's cut-off has passed", async () => {
    const customer = fridayCustomer();
    addJob(t.store, customer.id, '2026-12-04');
    addJob(t.store, customer.id, '2026-12-11');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T21:00:00.000Z'));
    expect(await hold(customer, '2026-12-03', '2026-12-12')).toMatchObject({
      status: 409,
      body: { message: 'Changes to Fri, Dec 4 close at noon on Wed, Dec 2' },
    });
    // Starting after the closed collection is fine.
    expect((await hold(customer, '2026-12-05', '2026-12-12')).status).toBe(201);
  });
});
