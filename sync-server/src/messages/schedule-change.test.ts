import {
  addDays,
  holidayShiftFor,
  holidayShiftsBetween,
  jobs,
  onOrAfter,
  type PublicTracking,
  shortDay,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DELAY_MSG } from '../routes/service-changes/service-changes.routes';
import { addCustomer, addJob, as, createTestApp, rowsOf, SMS_ENV, type TestApp } from '../test-support';
import { SCHEDULE_CHANGE_HOLD_MS } from './causes';
import { startFakeTwilio } from './fake-twilio';
import { NO_SMS_PROVIDER } from './outbox';
import { createSender } from './sender';

/**
 * Declared delays as the office makes them and the texts they cause, sent by the real sender to a
 * Twilio-format server on loopback. The sender's clock runs ahead to pass the hold and the day.
 */
let t: TestApp;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
afterEach(async () => {
  await twilio?.close();
  t?.cleanup();
});

const MIN = 60_000;

async function setup() {
  twilio = await startFakeTwilio(SMS_ENV.SMS_ACCOUNT_SID, SMS_ENV.SMS_AUTH_TOKEN);
  t = await createTestApp({ ...SMS_ENV, SMS_API_URL: twilio.url });
  let clock = Date.now();
  const sender = createSender(t.store, t.config.messaging, { now: () => new Date(clock) });
  // A Saturday no holiday week moves, with the customer's job on it.
  let saturday = onOrAfter(addDays(todayIn(t.config.businessTz), 1), 'saturday');
  while (holidayShiftFor(saturday) || holidayShiftFor(addDays(saturday, 7))) saturday = addDays(saturday, 7);
  const customer = addCustomer(t.store, { phone: '(206) 555-0142' });
  addJob(t.store, customer.id, saturday);
  const office = as(t, await t.adminCookie());
  const declare = (shiftDays: number, name = 'Snow delay', date = saturday) =>
    office.post<{ id: number; message: string }>('/api/service-changes', {
      name,
      startDate: date,
      endDate: date,
      shiftDays,
    });
  const remove = (id: number) => office.delete(`/api/service-changes/${id}`);
  const at = (ms: number) => {
    clock = Date.now() + ms;
  };
  return { sender, customer, saturday, declare, remove, at };
}

describe('schedule-change texts', () => {
  it('holds a delay text 15 minutes and sends nothing when the delay is removed meanwhile', async () => {
    const { sender, customer, declare, remove, at } = await setup();
    const declared = await declare(1);
    expect(declared.status).toBe(201);
    const [held] = rowsOf(t, customer.id);
    expect(held).toMatchObject({ kind: 'schedule_change', status: 'held' });
    expect(Date.parse(held.nextAttemptAt) - Date.now()).toBeGreaterThan(SCHEDULE_CHANGE_HOLD_MS - MIN);
    at(5 * MIN);
    expect(await sender.drain()).toBe(0);
    expect((await remove(declared.body.id)).status).toBe(200);
    at(30 * MIN);
    expect(await sender.drain()).toBe(0);
    expect(twilio.requests()).toBe(0);
    expect(rowsOf(t, customer.id)).toEqual([]);
  });

  it('sends one text for changes made in a row, told from the date the customer knew', async () => {
    const { sender, customer, saturday, declare, remove, at } = await setup();
    const first = await declare(1);
    expect((await remove(first.body.id)).status).toBe(200);
    expect((await declare(2, 'Ice delay')).status).toBe(201);
    const rows = rowsOf(t, customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].previousCollection).toBe(saturday);
    expect(await sender.drain()).toBe(0);
    at(SCHEDULE_CHANGE_HOLD_MS + MIN);
    expect(await sender.drain()).toBe(1);
    expect(twilio.received).toHaveLength(1);
    // The text says why (the delay now in force) and the new date.
    expect(twilio.received[0].body).toContain('Ice delay: collection Mon, ');
    expect(twilio.received[0].body).toContain('(was Sat, ');
  });

  it('sends at most one schedule-change text a day: the next waits until a day after the last', async () => {
    const { sender, customer, declare, remove, at } = await setup();
    const declared = await declare(1);
    at(SCHEDULE_CHANGE_HOLD_MS + MIN);
    expect(await sender.drain()).toBe(1);
    expect(twilio.received).toHaveLength(1);
    expect(twilio.received[0].body).toContain('Snow delay: collection Sun, ');
    // Removed after the text went out: the customer is told, but only once a day has passed.
    expect((await remove(declared.body.id)).status).toBe(200);
    at(SCHEDULE_CHANGE_HOLD_MS + 2 * MIN + 60 * MIN);
    expect(await sender.drain()).toBe(0);
    at(SCHEDULE_CHANGE_HOLD_MS + 2 * MIN + 24 * 60 * MIN);
    expect(await sender.drain()).toBe(1);
    expect(twilio.received).toHaveLength(2);
    expect(twilio.received[1].body).toContain('Snow delay called off: collection Sat, ');
    expect(rowsOf(t, customer.id).map((m) => m.status)).toEqual(['sent', 'sent']);
  });
});

describe('schedule changes with no text provider', () => {
  it('are held too, so an undone change never reaches the office to send by hand', async () => {
    t = await createTestApp({ MESSAGE_QUIET_HOURS: 'off' });
    let saturday = onOrAfter(addDays(todayIn(t.config.businessTz), 1), 'saturday');
    while (holidayShiftFor(saturday)) saturday = addDays(saturday, 7);
    const kept = addCustomer(t.store);
    addJob(t.store, kept.id, saturday);
    const office = as(t, await t.adminCookie());
    const body = { name: 'Snow delay', startDate: saturday, endDate: saturday, shiftDays: 1 };
    const first = await office.post<{ id: number }>('/api/service-changes', body);
    expect(rowsOf(t, kept.id).map((m) => m.status)).toEqual(['held']);
    expect((await office.delete(`/api/service-changes/${first.body.id}`)).status).toBe(200);
    expect(rowsOf(t, kept.id)).toEqual([]);
    // Kept: once due, the sender records it as not sent, for the office to send by hand.
    expect((await office.post('/api/service-changes', body)).status).toBe(201);
    const sender = createSender(t.store, t.config.messaging, {
      now: () => new Date(Date.now() + SCHEDULE_CHANGE_HOLD_MS + MIN),
    });
    expect(await sender.drain()).toBe(1);
    expect(rowsOf(t, kept.id)).toMatchObject([{ status: 'not_sent', error: NO_SMS_PROVIDER }]);
  });
});

describe('declared delays', () => {
  it('refuses a delay overlapping another with 409 naming it, so clicks never stack', async () => {
    const { customer, saturday, declare } = await setup();
    expect((await declare(3, 'Snow delay')).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const again = await declare(3, `Snow delay ${i}`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(DELAY_MSG.overlaps('Snow delay', saturday, saturday));
    }
    const [job] = t.store.orm.select().from(jobs).where(eq(jobs.customerId, customer.id)).all();
    expect(job.collectionDate).toBe(addDays(saturday, 3));
  });

  it("refuses a delay that would move a holiday week's jobs more than 7 days in all", async () => {
    const { declare } = await setup();
    const today = todayIn(t.config.businessTz);
    const [holiday] = holidayShiftsBetween(addDays(today, 1), addDays(today, 400)).filter((h) => h.startDate > today);
    const tooFar = await declare(8 - holiday.shiftDays, 'Storm', holiday.startDate);
    expect(tooFar.status).toBe(409);
    expect(tooFar.body.message).toBe(DELAY_MSG.tooFar(holiday.name, holiday.shiftDays));
    expect((await declare(7 - holiday.shiftDays, 'Storm', holiday.startDate)).status).toBe(201);
  });

  it('says why and when the bins go out, the same dates the tracking page shows', async () => {
    const { sender, customer, saturday, declare, remove, at } = await setup();
    const declared = await declare(1);
    const track = await as(t, '').get<PublicTracking>(`/api/track/${customer.trackingToken}`);
    const next = track.body.next;
    expect(next).toMatchObject({ collectionDate: addDays(saturday, 1), moveReason: 'Snow delay' });
    at(SCHEDULE_CHANGE_HOLD_MS + MIN);
    expect(await sender.drain()).toBe(1);
    expect(twilio.received[0].body).toContain(
      `Snow delay: collection ${shortDay(addDays(saturday, 1))} (was ${shortDay(saturday)}), bins out ${shortDay(next?.binsOutDate ?? '')}.`,
    );
    // Called off: the customer hears why their collection is back on its day.
    expect((await remove(declared.body.id)).status).toBe(200);
    at(SCHEDULE_CHANGE_HOLD_MS + 2 * MIN + 24 * 60 * MIN);
    expect(await sender.drain()).toBe(1);
    expect(twilio.received[1].body).toContain(`Snow delay called off: collection ${shortDay(saturday)}`);
  });
});
