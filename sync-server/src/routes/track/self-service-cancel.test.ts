import {
  addDays,
  type CustomerChangeItem,
  jobs,
  messages,
  onOrAfter,
  type SelfServiceState,
  servicePeriods,
  shortDayName,
  todayIn,
} from '@bin-valet/schema';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { addCustomer, addJob, as, createTestApp, makePeriod, type TestApp } from '../../test-support';

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

type Answer = SelfServiceState & { message?: string };
const fridayCustomer = () =>
  addCustomer(t.store, { collectionDay: 'friday', binsToCurbDay: 'thursday', binsToResidenceDay: 'friday' });
const jobDates = (customerId: number) =>
  t.store.orm
    .select({ d: jobs.collectionDate })
    .from(jobs)
    .where(eq(jobs.customerId, customerId))
    .orderBy(asc(jobs.collectionDate))
    .all()
    .map((r) => r.d);

it('ends the service after the chosen date, confirms by message, reaches the office, and Undo brings it all back', async () => {
  const customer = fridayCustomer();
  const period = makePeriod(t, customer.id, today, null);
  const admin = await t.adminCookie();
  await as(t, admin).post(`/api/service-periods/${period.id}/generate-jobs`, {
    startDate: today,
    endDate: addDays(today, 55),
  });
  const last = onOrAfter(addDays(today, 14), 'friday');
  // A hand-made extra collection after the last one: deleted with the rest, and back with the undo. On a
  // day no generated collection holds: in a holiday week the Friday collection moves to the Saturday.
  const taken = new Set(jobDates(customer.id));
  let extra = addDays(last, 8);
  while (taken.has(extra)) extra = addDays(extra, 1);
  addJob(t.store, customer.id, extra);
  const before = jobDates(customer.id);
  const path = `/api/track/${customer.trackingToken}/cancel`;

  const res = await t.call<Answer>('POST', path, { body: { lastCollectionDate: last, reason: 'Moving away' } });
  expect(res.status).toBe(201);
  expect(res.body.cancellation).toEqual({ lastCollectionDate: last, canUndo: true });
  expect(jobDates(customer.id)).toEqual(before.filter((d) => d <= last));
  expect(t.store.orm.select().from(servicePeriods).where(eq(servicePeriods.id, period.id)).get()?.endDate).toBe(last);
  const sent = t.store.orm.select().from(messages).where(eq(messages.customerId, customer.id)).all();
  expect(sent.map((m) => m.kind)).toEqual(['service_cancelled']);
  expect(sent[0].body).toContain('Your service ends after');
  const inbox = await as(t, admin).get<CustomerChangeItem[]>('/api/customer-changes');
  expect(inbox.body.map((c) => c.summary)).toContain(
    `Customer cancelled service after ${shortDayName(last)} (Moving away)`,
  );

  expect(await t.call('POST', path, { body: { lastCollectionDate: addDays(last, 7) } })).toMatchObject({
    status: 409,
    body: { message: `Your service already ends after ${shortDayName(last)}.` },
  });

  const undo = await t.call<Answer>('DELETE', path);
  expect(undo.status).toBe(200);
  expect(undo.body.cancellation).toBeNull();
  expect(t.store.orm.select().from(servicePeriods).where(eq(servicePeriods.id, period.id)).get()?.endDate).toBeNull();
  const after = t.store.orm
    .select()
    .from(jobs)
    .where(and(eq(jobs.customerId, customer.id), gt(jobs.collectionDate, last)))
    .all();
  expect(after.length).toBeGreaterThan(0);
  expect(jobDates(customer.id).filter((d) => d <= addDays(today, 55))).toEqual(before);
  expect((await t.call('DELETE', path)).status).toBe(404);
});

it('refuses a past date, a bad body and a cancellation that would take away a stop past its cut-off', async () => {
  const customer = fridayCustomer();
  const path = `/api/track/${customer.trackingToken}/cancel`;
  expect(await t.call('POST', path, { body: { lastCollectionDate: addDays(today, -1) } })).toMatchObject({
    status: 400,
    body: { message: 'That date has passed.' },
  });
  expect((await t.call('POST', path, { body: { reason: 'x' } })).status).toBe(400);
  expect((await t.call('POST', path, { body: { lastCollectionDate: today, reason: 7 } })).status).toBe(400);
  expect(
    (await t.call('POST', '/api/track/AAAAAAAAAAAAAAAAAAAAAA/cancel', { body: { lastCollectionDate: today } })).status,
  ).toBe(404);

  addJob(t.store, customer.id, '2026-12-04');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T21:00:00.000Z'));
  const version = t.store.currentVersion();
  expect(await t.call('POST', path, { body: { lastCollectionDate: '2026-12-02' } })).toMatchObject({
    status: 409,
    body: { message: 'Changes to Fri, Dec 4 close at noon on Wed, Dec 2' },
  });
  expect(t.store.currentVersion()).toBe(version);
  // Ending after that collection is fine.
  expect((await t.call('POST', path, { body: { lastCollectionDate: '2026-12-04' } })).status).toBe(201);
});
