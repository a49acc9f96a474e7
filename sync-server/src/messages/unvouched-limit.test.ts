import { addDays, collectionDatesBetween, customers, jobs, onOrAfter, tasks, todayIn } from '@bin-valet/schema';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { as, createTestApp, rowsOf, SMS_ENV, type TestApp, validSignup } from '../test-support';
import { startFakeTwilio } from './fake-twilio';
import { UNVOUCHED_DAILY_LIMIT, UNVOUCHED_LIMITED } from './outbox';
import { createSender } from './sender';

/**
 * Anyone can sign up any phone number online and ask for collections on its tracking page: until the
 * office has saved the customer or a job of theirs is done, that number gets the confirmation and at
 * most 3 more texts a day. Sent by the real sender to a Twilio-format server on loopback.
 */
let t: TestApp;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
afterEach(async () => {
  await twilio?.close();
  t?.cleanup();
});

async function setup() {
  twilio = await startFakeTwilio(SMS_ENV.SMS_ACCOUNT_SID, SMS_ENV.SMS_AUTH_TOKEN);
  t = await createTestApp({ ...SMS_ENV, SMS_API_URL: twilio.url });
  const today = todayIn(t.config.businessTz);
  const start = onOrAfter(addDays(today, 1), 'monday');
  const res = await t.call<{ trackingToken: string }>('POST', '/api/signups', {
    body: validSignup({ phone: '(206) 555-0142', serviceStartDate: start, serviceEndDate: addDays(start, 6) }),
  });
  expect(res.status).toBe(201);
  const token = res.body.trackingToken;
  const customer = t.store.orm.select().from(customers).where(eq(customers.trackingToken, token)).get();
  const customerId = customer?.id ?? 0;
  // Collection dates after the one-week period's only job (Saturdays, moved in holiday weeks): days with
  // no collection, which a customer may ask for.
  const first = onOrAfter(addDays(start, 7), 'saturday');
  const saturdays = collectionDatesBetween('saturday', first, addDays(first, 70)).map((d) => d.collectionDate);
  let asked = 0;
  const request = () =>
    t.call('POST', `/api/track/${token}/schedule-collection`, { body: { collectionDate: saturdays[asked++] } });
  const sender = createSender(t.store, t.config.messaging);
  return { customerId, request, sender };
}

describe('texts to an online signup nobody has vouched for', () => {
  it('sends the confirmation and at most 3 more a day; the rest are recorded as not sent', async () => {
    const { customerId, request, sender } = await setup();
    for (let i = 0; i < 5; i++) expect((await request()).status).toBe(201);
    await sender.drain();
    expect(twilio.received).toHaveLength(1 + UNVOUCHED_DAILY_LIMIT);
    expect(twilio.received[0].body).toContain('signed up');
    const rows = rowsOf(t, customerId);
    expect(rows.map((m) => [m.kind, m.status])).toEqual([
      ['signup_confirmation', 'sent'],
      ['collection_request', 'sent'],
      ['collection_request', 'sent'],
      ['collection_request', 'sent'],
      ['collection_request', 'not_sent'],
      ['collection_request', 'not_sent'],
    ]);
    expect(rows[5].error).toBe(UNVOUCHED_LIMITED);
  });

  it('lifts the limit once office staff have saved the customer', async () => {
    const { customerId, request, sender } = await setup();
    for (let i = 0; i < 4; i++) await request();
    const saved = await as(t, await t.adminCookie()).patch(`/api/signups/${customerId}`, { notes: 'Called back' });
    expect(saved.status).toBe(200);
    expect((await request()).status).toBe(201);
    await sender.drain();
    const statuses = rowsOf(t, customerId).map((m) => m.status);
    expect(statuses).toEqual(['sent', 'sent', 'sent', 'sent', 'not_sent', 'sent']);
  });

  it('lifts the limit once their first job is done (bins back at the house)', async () => {
    const { customerId, request, sender } = await setup();
    for (let i = 0; i < 4; i++) await request();
    const [job] = t.store.orm
      .select()
      .from(jobs)
      .where(eq(jobs.customerId, customerId))
      .orderBy(asc(jobs.collectionDate))
      .all();
    const office = as(t, await t.adminCookie());
    for (const task of t.store.orm.select().from(tasks).where(eq(tasks.jobId, job.id)).all())
      expect((await office.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(200);
    expect((await request()).status).toBe(201);
    await sender.drain();
    const last = rowsOf(t, customerId)
      .filter((m) => m.kind === 'collection_request')
      .at(-1);
    expect(last?.status).toBe('sent');
  });
});
