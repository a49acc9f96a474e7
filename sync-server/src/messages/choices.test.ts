import {
  addDays,
  customerChanges,
  type MessageChoices,
  messages,
  onOrAfter,
  type PreferenceKind,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, SMS_ENV, type TestApp } from '../test-support';
import { startFakeTwilio } from './fake-twilio';
import { createSender, OPTED_OUT } from './sender';

let t: TestApp;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>> | undefined;
afterEach(async () => {
  await twilio?.close();
  twilio = undefined;
  t?.cleanup();
});

const ALL_ON: Record<PreferenceKind, boolean> = {
  bins_out: true,
  bins_back: true,
  missed: true,
  schedule_change: true,
  on_my_way: true,
  request_answer: true,
};
const path = (token: string) => `/api/track/${token}/preferences`;
const put = (token: string, body: unknown) =>
  t.call<MessageChoices & { message?: string }>('PUT', path(token), { body });
const rows = (customerId: number) =>
  t.store.orm.select().from(messages).where(eq(messages.customerId, customerId)).all();

/** A customer with one job: its two tasks, completed by the office one after the other. */
async function customerWithJob() {
  const customer = addCustomer(t.store, { phone: '(206) 555-0142', contactMethod: 'text' });
  const date = onOrAfter(addDays(todayIn(t.config.businessTz), 1), 'saturday');
  const { tasks } = addJob(t.store, customer.id, date);
  const office = as(t, await t.adminCookie());
  const complete = async (i: number) =>
    expect((await office.patch(`/api/tasks/${tasks[i].id}`, { status: 'completed' })).status).toBe(200);
  return { customer, complete };
}

describe('message choices on the tracking link', () => {
  it('switches texts to e-mail for "bins back" only, and the outbox follows at queueing', async () => {
    t = await createTestApp();
    const { customer, complete } = await customerWithJob();
    expect((await t.call('GET', path(customer.trackingToken))).body).toEqual({ channel: 'text', kinds: ALL_ON });
    const choice = { channel: 'email', kinds: { ...ALL_ON, bins_out: false } };
    const res = await put(customer.trackingToken, choice);
    expect(res).toMatchObject({ status: 200, body: choice });
    expect((await t.call('GET', path(customer.trackingToken))).body).toEqual(choice);

    await complete(0);
    expect(rows(customer.id)).toEqual([]);
    await complete(1);
    expect(rows(customer.id)).toMatchObject([{ kind: 'bins_back', channel: 'email', recipient: customer.email }]);
    const log = t.store.orm.select().from(customerChanges).where(eq(customerChanges.customerId, customer.id)).all();
    expect(log.map((l) => l.summary)).toEqual([
      'Customer chose e-mails for: bins_back, missed, schedule_change, on_my_way, request_answer',
    ]);
  });

  it('keeps the old path answering, mapped: binMoves false is bins_out and bins_back off', async () => {
    t = await createTestApp();
    const customer = addCustomer(t.store);
    const old = `/api/track/${customer.trackingToken}/message-preferences`;
    await t.call('PATCH', old, { body: { binMoves: false } });
    expect((await t.call<MessageChoices>('GET', path(customer.trackingToken))).body.kinds).toEqual({
      ...ALL_ON,
      bins_out: false,
      bins_back: false,
    });
    await put(customer.trackingToken, { channel: 'text', kinds: { ...ALL_ON, bins_back: false, missed: false } });
    expect((await t.call('GET', old)).body).toEqual({ binMoves: false });
    await t.call('PATCH', old, { body: { binMoves: true } });
    expect((await t.call('GET', old)).body).toEqual({ binMoves: true });
    // The old switch only speaks for the bins kinds: the other choices stay.
    expect((await t.call<MessageChoices>('GET', path(customer.trackingToken))).body.kinds).toEqual({
      ...ALL_ON,
      missed: false,
    });
  });

  it('the sender asks again just before sending: "no messages" chosen after queueing stops the text', async () => {
    twilio = await startFakeTwilio(SMS_ENV.SMS_ACCOUNT_SID, SMS_ENV.SMS_AUTH_TOKEN);
    t = await createTestApp({ ...SMS_ENV, SMS_API_URL: twilio.url, MESSAGE_QUIET_HOURS: 'off' });
    const sender = createSender(t.store, t.config.messaging, { now: () => new Date(), baseDelayMs: 1000 });
    const { customer, complete } = await customerWithJob();
    await complete(0);
    expect(rows(customer.id)).toMatchObject([{ kind: 'bins_out', status: 'queued' }]);
    expect((await put(customer.trackingToken, { channel: 'none', kinds: ALL_ON })).status).toBe(200);
    expect(await sender.drain()).toBe(1);
    expect(twilio.requests()).toBe(0);
    expect(rows(customer.id)).toMatchObject([{ status: 'not_sent', error: OPTED_OUT }]);
  });

  it('refuses bad choices with a message and changes nothing', async () => {
    t = await createTestApp();
    const customer = addCustomer(t.store);
    const before = t.store.currentVersion();
    const changes = () => (t.store.sqlite.prepare('select total_changes() as n').get() as { n: number }).n;
    const n = changes();
    expect(await put(customer.trackingToken, { channel: 'fax', kinds: ALL_ON })).toMatchObject({
      status: 400,
      body: { message: "channel must be 'text', 'email' or 'none'" },
    });
    expect(await put(customer.trackingToken, { channel: 'text', kinds: { ...ALL_ON, missed: 'no' } })).toMatchObject({
      status: 400,
      body: { message: 'kinds.missed must be true or false' },
    });
    expect((await put(customer.trackingToken, { channel: 'text' })).status).toBe(400);
    expect((await put('AAAAAAAAAAAAAAAAAAAAAA', { channel: 'text', kinds: ALL_ON })).status).toBe(404);
    expect(t.store.currentVersion()).toBe(before);
    expect(changes()).toBe(n);
  });
});
