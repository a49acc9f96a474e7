import { addDays, type Message, messages, onOrAfter, todayIn, type UndeliveredList } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, quietWindowAroundNow, SMS_ENV, type TestApp } from '../test-support';
import { startFakeTwilio } from './fake-twilio';
import { createSender, OPTED_OUT } from './sender';

/** The sender against a real HTTP server speaking Twilio's Messages endpoint on loopback. */
let t: TestApp;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
afterEach(async () => {
  await twilio?.close();
  t?.cleanup();
});

let clock = new Date();
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function setup(env: Record<string, string> = {}) {
  twilio = await startFakeTwilio(SMS_ENV.SMS_ACCOUNT_SID, SMS_ENV.SMS_AUTH_TOKEN);
  t = await createTestApp({ ...SMS_ENV, SMS_API_URL: twilio.url, ...env });
  clock = new Date();
  const sender = createSender(t.store, t.config.messaging, { now: () => clock, baseDelayMs: 1000 });
  return sender;
}

/** Completes a bins-to-curb task through the office API: one bins_out message queued. */
async function queueBinsOut(phone = '(206) 555-0142') {
  const customer = addCustomer(t.store, { phone });
  const date = onOrAfter(addDays(todayIn(t.config.businessTz), 1), 'saturday');
  const { tasks } = addJob(t.store, customer.id, date);
  const res = await as(t, await t.adminCookie()).patch(`/api/tasks/${tasks[0].id}`, { status: 'completed' });
  expect(res.status).toBe(200);
  clock = new Date();
  return customer;
}

const onlyMessage = (): Message => {
  const rows = t.store.orm.select().from(messages).all();
  expect(rows).toHaveLength(1);
  return rows[0];
};

describe('text messages through a Twilio-compatible endpoint', () => {
  it('posts To (E.164), From and Body with Basic auth and stores the returned sid', async () => {
    const sender = await setup();
    await queueBinsOut('(206) 555-0142');
    expect(await sender.drain()).toBe(1);
    expect(twilio.received).toHaveLength(1);
    const [text] = twilio.received;
    expect(text.to).toBe('+12065550142');
    expect(text.from).toBe(SMS_ENV.SMS_FROM);
    expect(text.body).toContain('Your bins are at the curb');
    const m = onlyMessage();
    expect(m).toMatchObject({ status: 'sent', attempts: 1, error: null, providerId: `SM${'1'.padStart(32, '0')}` });
    expect(m.sentAt).toBe(clock.toISOString());
    // Acknowledged: never sent again, however often the loop runs.
    later(3_600_000);
    expect(await sender.drain()).toBe(0);
    expect(twilio.requests()).toBe(1);
  });

  it('retries 429 and 503 with exponential backoff, then sends once', async () => {
    const sender = await setup();
    await queueBinsOut();
    twilio.script(429, 503);
    await sender.drain();
    let m = onlyMessage();
    expect(m.status).toBe('queued');
    expect(m.attempts).toBe(1);
    expect(m.error).toContain('Too Many Requests');
    expect(Date.parse(m.nextAttemptAt) - clock.getTime()).toBe(1000);
    // Not due yet: nothing is sent.
    expect(await sender.drain()).toBe(0);
    later(1000);
    await sender.drain();
    m = onlyMessage();
    expect(m.attempts).toBe(2);
    expect(m.error).toContain('Service Unavailable');
    expect(Date.parse(m.nextAttemptAt) - clock.getTime()).toBe(2000);
    later(2000);
    await sender.drain();
    m = onlyMessage();
    expect(m).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(twilio.requests()).toBe(3);
    expect(twilio.received).toHaveLength(1);
  });

  it("waits as long as a 429's Retry-After asks when that is longer than the backoff", async () => {
    const sender = await setup();
    await queueBinsOut();
    twilio.script({ status: 429, retryAfter: '120' });
    await sender.drain();
    const m = onlyMessage();
    expect(m.status).toBe('queued');
    expect(Date.parse(m.nextAttemptAt) - clock.getTime()).toBe(120_000);
    later(119_000);
    expect(await sender.drain()).toBe(0);
    later(1000);
    expect(await sender.drain()).toBe(1);
    expect(onlyMessage().status).toBe('sent');
  });

  it('does not send a queued bins text after the customer turned those texts off, and says why', async () => {
    const sender = await setup();
    const customer = await queueBinsOut();
    expect(onlyMessage().status).toBe('queued');
    const res = await t.call('PATCH', `/api/track/${customer.trackingToken}/message-preferences`, {
      body: { binMoves: false },
    });
    expect(res.status).toBe(200);
    expect(await sender.drain()).toBe(1);
    expect(twilio.requests()).toBe(0);
    expect(onlyMessage()).toMatchObject({ status: 'not_sent', error: OPTED_OUT, attempts: 0 });
  });

  it('marks a 400 refusal failed with the provider reason and never retries it', async () => {
    const sender = await setup();
    await queueBinsOut();
    twilio.script(400);
    await sender.drain();
    const m = onlyMessage();
    expect(m.status).toBe('failed');
    expect(m.error).toBe('Attempt to send to unsubscribed recipient (21610)');
    later(48 * 3_600_000);
    expect(await sender.drain()).toBe(0);
    expect(twilio.requests()).toBe(1);
  });

  it('fails with the provider reason when the credentials are wrong', async () => {
    twilio = await startFakeTwilio(SMS_ENV.SMS_ACCOUNT_SID, 'the-real-token');
    t = await createTestApp({ ...SMS_ENV, SMS_API_URL: twilio.url });
    const sender = createSender(t.store, t.config.messaging);
    await queueBinsOut();
    await sender.drain();
    expect(onlyMessage()).toMatchObject({ status: 'failed', error: 'Authenticate (20003)' });
  });

  it('retries network errors and gives up after 24 hours', async () => {
    const sender = await setup();
    await queueBinsOut();
    await twilio.close();
    await sender.drain();
    let m = onlyMessage();
    expect(m.status).toBe('queued');
    expect(m.error).toMatch(/^Will retry: Could not reach the text provider/);
    let tries = 1;
    while (m.status === 'queued' && tries < 100) {
      clock = new Date(m.nextAttemptAt);
      await sender.drain();
      m = onlyMessage();
      tries++;
    }
    expect(m.status).toBe('failed');
    expect(m.error).toMatch(/^Gave up after 24 hours: Could not reach the text provider/);
    expect(Date.parse(m.updatedAt)).toBeGreaterThan(0);
    // The delays doubled, so a day took a handful of tries, not thousands.
    expect(tries).toBeLessThan(40);
  });

  it("turns a queued text 'not_sent' when the server restarts without a text provider", async () => {
    await setup();
    await queueBinsOut();
    const without = createSender(t.store, { ...t.config.messaging, sms: null });
    expect(await without.drain()).toBe(1);
    expect(onlyMessage()).toMatchObject({ status: 'not_sent', error: 'No text provider configured' });
    expect(twilio.requests()).toBe(0);
  });

  it('records a customer number that is not 10 digits as failed without calling the provider', async () => {
    const sender = await setup();
    await queueBinsOut('555-0142 ext 12345678');
    expect(onlyMessage()).toMatchObject({ status: 'failed', error: 'The phone number is not a 10-digit US number' });
    expect(await sender.drain()).toBe(0);
    expect(twilio.requests()).toBe(0);
  });

  it('keeps a held message until quiet hours end, then sends it', async () => {
    const sender = await setup({ MESSAGE_QUIET_HOURS: quietWindowAroundNow('America/Los_Angeles') });
    await queueBinsOut();
    const held = onlyMessage();
    expect(held.status).toBe('held');
    expect(await sender.drain()).toBe(0);
    clock = new Date(held.nextAttemptAt);
    expect(await sender.drain()).toBe(1);
    expect(onlyMessage().status).toBe('sent');
  });

  it('the office retries a failed message once the number is fixed, and it goes out', async () => {
    const sender = await setup();
    const customer = await queueBinsOut('12345');
    const office = as(t, await t.adminCookie());
    const failed = onlyMessage();
    expect(failed.status).toBe('failed');
    const refused = await office.post(`/api/messages/${failed.id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'The phone number is not a 10-digit US number' });
    expect((await office.patch(`/api/signups/${customer.id}`, { phone: '206-555-0177' })).status).toBe(200);
    const retried = await office.post(`/api/messages/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'queued', to: '+12065550177', error: null });
    clock = new Date();
    await sender.drain();
    expect(onlyMessage().status).toBe('sent');
    expect(twilio.received.map((r) => r.to)).toEqual(['+12065550177']);
    const again = await office.post(`/api/messages/${failed.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Only a failed or not-sent message can be retried' });
  });

  it('lists failed and not-sent messages across customers for the office', async () => {
    const sender = await setup();
    await queueBinsOut('12345');
    const ok = await queueBinsOut();
    await sender.drain();
    const office = as(t, await t.adminCookie());
    const res = await office.get<UndeliveredList>('/api/messages/undelivered');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ failed: 1, notSent: 0, limit: 200 });
    expect(res.body.messages).toHaveLength(1);
    expect(res.body.messages[0]).toMatchObject({ status: 'failed', customerName: 'Ada Lovelace' });
    expect(res.body.messages[0].customerId).not.toBe(ok.id);
    expect((await office.get('/api/messages/undelivered/count')).body).toEqual({ failed: 1, notSent: 0 });
    const crew = await t.userWithRole('crew');
    expect((await as(t, crew.cookie).get('/api/messages/undelivered')).status).toBe(403);
    expect((await as(t, crew.cookie).get('/api/messages/undelivered/count')).status).toBe(403);
  });
});

describe('message preferences', () => {
  it('the office sees and changes the choice the customer made on the tracking page', async () => {
    await setup();
    const customer = addCustomer(t.store);
    const office = as(t, await t.adminCookie());
    const path = `/api/customers/${customer.id}/message-preferences`;
    expect((await office.get(path)).body).toEqual({ binMoves: true });
    await t.call('PATCH', `/api/track/${customer.trackingToken}/message-preferences`, { body: { binMoves: false } });
    expect((await office.get(path)).body).toEqual({ binMoves: false });
    expect((await office.patch(path, { binMoves: true })).body).toEqual({ binMoves: true });
    const pub = await t.call('GET', `/api/track/${customer.trackingToken}/message-preferences`);
    expect(pub.body).toEqual({ binMoves: true });
    const bad = await office.patch(path, { binMoves: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'binMoves must be true or false' });
    expect((await t.call('GET', '/api/track/not-a-real-token-at-all/message-preferences')).status).toBe(404);
    expect(t.store.orm.select().from(messages).where(eq(messages.customerId, customer.id)).all()).toEqual([]);
  });
});
