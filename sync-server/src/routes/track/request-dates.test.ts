import {
  addDays,
  holidaysOf,
  jobs,
  type PublicRequestDate,
  type PublicTracking,
  serviceTracking,
  shortDay,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCustomer, as, createTestApp, type TestApp } from '../../test-support';

let t: TestApp;
// Thanksgiving of next year, so the holiday week is always in the future, whatever day the test runs.
const thanksgiving = holidaysOf(new Date().getUTCFullYear() + 1).find((h) => h.name === 'Thanksgiving')?.date ?? '';
const friday = addDays(thanksgiving, 1);

beforeEach(async () => {
  // Three weeks before that Thanksgiving, at noon in the business's zone.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${addDays(thanksgiving, -21)}T20:00:00Z`));
  t = await createTestApp({ BUSINESS_TZ: 'America/Los_Angeles' });
});
afterEach(() => {
  t.cleanup();
  vi.useRealTimers();
});

const thursdayCustomer = () =>
  addCustomer(t.store, { collectionDay: 'thursday', binsToCurbDay: 'wednesday', binsToResidenceDay: 'thursday' });

async function calendarOf(token: string) {
  const res = await t.call<PublicTracking>('GET', `/api/track/${token}`);
  expect(res.status).toBe(200);
  return res.body.requestDates;
}
const on = (dates: PublicRequestDate[], date: string) => dates.find((d) => d.collectionDate === date);

describe('the request calendar and the dates a customer may ask for', () => {
  it('offers the city’s moved date in Thanksgiving week, greys what is taken, and accepts exactly those dates', async () => {
    const customer = thursdayCustomer();
    const token = customer.trackingToken;
    const ask = (collectionDate: string) =>
      t.call<{ message?: string }>('POST', `/api/track/${token}/schedule-collection`, { body: { collectionDate } });

    const dates = await calendarOf(token);
    expect(on(dates, friday)).toEqual({
      collectionDate: friday,
      regularDate: thanksgiving,
      moveReason: 'Thanksgiving',
      taken: null,
    });
    expect(on(dates, thanksgiving)).toBeUndefined();
    // The other weeks are on their Thursday, with nothing scheduled (a customer outside any period).
    expect(on(dates, addDays(thanksgiving, -7))).toMatchObject({ moveReason: null, taken: null });
    expect(on(dates, addDays(thanksgiving, 7))).toMatchObject({ moveReason: null, taken: null });

    // The usual day that week is refused with the city's date named; nothing is written.
    const thursday = await ask(thanksgiving);
    expect(thursday).toMatchObject({
      status: 400,
      body: { message: `That week we collect on ${shortDay(friday)} (Thanksgiving).` },
    });
    expect(t.store.orm.select().from(serviceTracking).all()).toHaveLength(0);

    expect((await ask(friday)).status).toBe(201);
    expect(on(await calendarOf(token), friday)?.taken).toBe('requested');
    expect((await ask(friday)).status).toBe(409);

    // The office approves: the job lands on the Friday, moved from Thanksgiving, and the date is greyed.
    const [request] = t.store.orm.select().from(serviceTracking).all();
    const office = as(t, await t.adminCookie());
    expect((await office.post(`/api/collection-requests/${request.id}/approve`)).status).toBe(200);
    const job = t.store.orm.select().from(jobs).where(eq(jobs.customerId, customer.id)).get();
    expect(job).toMatchObject({ collectionDate: friday, regularDate: thanksgiving, status: 'scheduled' });
    expect(on(await calendarOf(token), friday)?.taken).toBe('scheduled');
    expect(await ask(friday)).toMatchObject({
      status: 409,
      body: { message: 'You already have a collection on that date.' },
    });

    // After a skip the date is free to ask for again.
    const skipped = await t.call('POST', `/api/track/${token}/skips`, { body: { collectionDate: friday } });
    expect(skipped.status).toBe(201);
    expect(on(await calendarOf(token), friday)?.taken).toBeNull();
    expect((await ask(friday)).status).toBe(201);
  });

  it('accepts a regular date outside holiday weeks and refuses other weekdays', async () => {
    const customer = thursdayCustomer();
    const ask = (collectionDate: string) =>
      t.call('POST', `/api/track/${customer.trackingToken}/schedule-collection`, { body: { collectionDate } });
    expect((await ask(addDays(thanksgiving, 1 - 7))).status).toBe(400);
    expect((await ask(addDays(thanksgiving, -7))).status).toBe(201);
  });
});
