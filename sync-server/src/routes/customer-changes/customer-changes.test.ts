import { addDays, type CustomerChangeItem, onOrAfter, shortDayName, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { addCustomer, addJob, as, createTestApp, roleCookies, type TestApp } from '../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ BUSINESS_TZ: 'America/Los_Angeles' });
});
afterEach(() => {
  vi.useRealTimers();
  t.cleanup();
});

const fridayCustomer = (name: string) =>
  addCustomer(t.store, { name, collectionDay: 'friday', binsToCurbDay: 'thursday', binsToResidenceDay: 'friday' });

it("the customer page lists the customer's own changes with who and when, newest first; crew may not read it", async () => {
  const customer = fridayCustomer('Hana History');
  const date = onOrAfter(addDays(todayIn(t.config.businessTz), 8), 'friday');
  addJob(t.store, customer.id, date);
  const token = customer.trackingToken;
  await t.call('POST', `/api/track/${token}/skips`, { body: { collectionDate: date } });
  await t.call('POST', `/api/track/${token}/holds`, {
    body: { startDate: addDays(date, 20), endDate: addDays(date, 30) },
  });
  const cookies = await roleCookies(t);
  const res = await as(t, cookies.customer_service).get<CustomerChangeItem[]>(`/api/customers/${customer.id}/changes`);
  expect(res.status).toBe(200);
  expect(res.body.map((c) => c.summary)).toEqual([
    `Customer set a hold from ${shortDayName(addDays(date, 20))} to ${shortDayName(addDays(date, 30))}`,
    `Customer skipped ${shortDayName(date)}`,
  ]);
  expect(res.body[1]).toMatchObject({
    actor: 'customer',
    customerName: 'Hana History',
    affectsDate: addDays(date, -1),
  });
  expect(Date.parse(res.body[1].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  expect((await as(t, cookies.crew).get(`/api/customers/${customer.id}/changes`)).status).toBe(403);
  expect((await as(t, cookies.customer_service).get('/api/customers/999999/changes')).status).toBe(404);
});

it('the dashboard lists the changes touching the work of today and tomorrow only', async () => {
  // Wed, Dec 2 2026, 9 a.m. in Los Angeles: Friday's bins go out tomorrow, and its changes are still open.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T17:00:00.000Z'));
  const soon = fridayCustomer('Sol Soon');
  const later = fridayCustomer('Lee Later');
  addJob(t.store, soon.id, '2026-12-04');
  addJob(t.store, later.id, '2026-12-11');
  for (const [c, d] of [
    [soon, '2026-12-04'],
    [later, '2026-12-11'],
  ] as const) {
    expect((await t.call('POST', `/api/track/${c.trackingToken}/skips`, { body: { collectionDate: d } })).status).toBe(
      201,
    );
  }
  const office = as(t, (await roleCookies(t)).customer_service);
  const res = await office.get<CustomerChangeItem[]>('/api/customer-changes');
  expect(res.body.map((c) => [c.customerName, c.summary, c.affectsDate])).toEqual([
    ['Sol Soon', 'Customer skipped Fri, Dec 4', '2026-12-03'],
  ]);
});
