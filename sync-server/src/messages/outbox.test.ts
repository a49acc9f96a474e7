import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, onOrAfter, todayIn } from '../../../schema/dates';
import type { CustomerMessage } from '../../../schema/messages';
import type { Mutation } from '../../../schema/sync-protocol';
import { type Customer, messages } from '../../../schema/tables';
import { createCustomer, validSignup } from '../routes/customers/test-fixtures';
import { addCustomer, addJob } from '../sync/fixtures';
import { as, createTestApp, type TestApp } from '../test/harness';
import { queueScheduleChange } from './causes';
import { SMS_ENV } from './test-env';

/** Messages are written with their cause, once per cause, on the channel the customer chose. */
let t: TestApp;
afterEach(() => t?.cleanup());

const messagesOf = async (customerId: number) => {
  const res = await as(t, await t.adminCookie()).get<CustomerMessage[]>(`/api/customers/${customerId}/messages`);
  expect(res.status).toBe(200);
  return res.body;
};
const rowsOf = (customerId: number) =>
  t.store.orm.select().from(messages).where(eq(messages.customerId, customerId)).all();

function customerWithJob(fields: Partial<Customer> = {}) {
  const customer = addCustomer(t.store, fields);
  const today = todayIn(t.config.businessTz);
  const first = onOrAfter(addDays(today, 1), 'saturday');
  const job = addJob(t.store, customer.id, first);
  const next = addJob(t.store, customer.id, addDays(first, 7));
  return { customer, job, next, curb: job.tasks[0], back: job.tasks[1] };
}

const completeMutation = (taskId: number, mutationId = randomUUID()): Mutation => ({
  mutationId,
  name: 'setTaskStatus',
  args: { taskId, status: 'completed', completedAt: '2026-11-20T03:42:00.000Z' },
  createdAt: '2026-11-20T03:42:00.000Z',
});

describe('signup confirmation', () => {
  it('texts a public signup its first bins-to-curb day and tracking link, in one short text', async () => {
    t = await createTestApp(SMS_ENV);
    const start = onOrAfter(addDays(todayIn(t.config.businessTz), 2), 'monday');
    const res = await t.call<{ trackingToken: string; trackingUrl: string }>('POST', '/api/signups', {
      body: validSignup({ serviceStartDate: start }),
    });
    expect(res.status).toBe(201);
    const [customer] = t.store.orm.select().from(messages).all();
    const list = await messagesOf(customer.customerId);
    expect(list).toHaveLength(1);
    const [m] = list;
    expect(m).toMatchObject({ kind: 'signup_confirmation', channel: 'sms', to: '+12065550100', status: 'queued' });
    expect(Object.keys(m).sort()).toEqual(
      ['body', 'channel', 'createdAt', 'error', 'id', 'kind', 'sentAt', 'status', 'to'].sort(),
    );
    const firstCurb = onOrAfter(start, 'saturday');
    const day = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${addDays(firstCurb, -1)}T00:00:00Z`));
    expect(m.body).toContain(day);
    expect(m.body).toContain(res.body.trackingUrl);
    expect(m.body).toContain('Magnolia Bin Valet');
    expect(m.body.length).toBeLessThanOrEqual(160);
  });

  it("e-mails a customer who prefers calls, and records 'not_sent' when no e-mail provider is set", async () => {
    t = await createTestApp(SMS_ENV);
    const customer = await createCustomer(t, {
      contactMethod: 'call',
      email: 'grace@example.com',
      serviceStartDate: todayIn(t.config.businessTz),
    });
    const [m] = await messagesOf(customer.id);
    expect(m).toMatchObject({
      kind: 'signup_confirmation',
      channel: 'email',
      to: 'grace@example.com',
      status: 'not_sent',
      error: 'No e-mail provider configured',
    });
  });

  it('confirms an undated public signup at once, and sends the first date when the office schedules it', async () => {
    t = await createTestApp(SMS_ENV);
    const res = await t.call('POST', '/api/signups', { body: validSignup() });
    expect(res.status).toBe(201);
    const [row] = t.store.orm.select().from(messages).all();
    expect(row.body).toContain("We'll let you know your first bins-to-curb day soon.");
    const office = as(t, await t.adminCookie());
    const start = todayIn(t.config.businessTz);
    await office.post(`/api/signups/${row.customerId}/service-periods`, { startDate: start });
    const list = await messagesOf(row.customerId);
    expect(list).toHaveLength(2);
    expect(list[0].body).toContain('Your first bins-to-curb day is');
  });

  it("records a text as 'not_sent' with no text provider, and skips office-created customers without a period", async () => {
    t = await createTestApp({ MESSAGE_QUIET_HOURS: 'off' });
    const withPeriod = await createCustomer(t, { serviceStartDate: todayIn(t.config.businessTz) });
    const without = await createCustomer(t, { name: 'No Period', email: 'np@example.com' });
    expect(await messagesOf(withPeriod.id)).toMatchObject([
      { kind: 'signup_confirmation', status: 'not_sent', error: 'No text provider configured' },
    ]);
    expect(await messagesOf(without.id)).toEqual([]);
    // Its first schedule, added later, confirms it then; a second one does not again.
    const office = as(t, await t.adminCookie());
    const start = todayIn(t.config.businessTz);
    expect((await office.post(`/api/signups/${without.id}/service-periods`, { startDate: start })).status).toBe(201);
    const later = addDays(start, 120);
    expect((await office.post(`/api/signups/${without.id}/service-periods`, { startDate: later })).status).toBe(201);
    const confirmations = await messagesOf(without.id);
    expect(confirmations.map((m) => m.kind)).toEqual(['signup_confirmation']);
    expect(confirmations[0].body).toContain('Your first bins-to-curb day is');
  });
});

describe('bins moved', () => {
  it('queues exactly one bins_out for a push retried three times', async () => {
    t = await createTestApp(SMS_ENV);
    const { customer, curb } = customerWithJob();
    const crew = await t.userWithRole('crew');
    const mutation = completeMutation(curb.id);
    for (let i = 0; i < 3; i++) {
      const res = await as(t, crew.cookie).post('/api/sync/push', { clientId: 'phone-one', mutations: [mutation] });
      expect(res.status).toBe(200);
    }
    // A second phone completing the same task again is a different push, still the same cause.
    await as(t, crew.cookie).post('/api/sync/push', { clientId: 'phone-two', mutations: [completeMutation(curb.id)] });
    const list = await messagesOf(customer.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'bins_out', status: 'queued' });
    // 03:42 UTC is 7:42 PM the evening before in Seattle: the time the crew tapped.
    expect(list[0].body).toContain('at the curb (7:42 PM)');
  });

  it('queues one bins_out for a task completed, reopened by the office and completed again', async () => {
    t = await createTestApp(SMS_ENV);
    const { customer, curb, back } = customerWithJob();
    const office = as(t, await t.adminCookie());
    expect((await office.patch(`/api/tasks/${curb.id}`, { status: 'completed' })).status).toBe(200);
    expect((await office.patch(`/api/tasks/${curb.id}`, { status: 'scheduled' })).status).toBe(200);
    expect((await office.patch(`/api/tasks/${curb.id}`, { status: 'completed' })).status).toBe(200);
    expect((await office.patch(`/api/tasks/${back.id}`, { status: 'completed' })).status).toBe(200);
    const kinds = (await messagesOf(customer.id)).map((m) => m.kind).sort();
    expect(kinds).toEqual(['bins_back', 'bins_out']);
  });

  it('queues them when the office completes the whole job from its menu', async () => {
    t = await createTestApp(SMS_ENV);
    const { customer, job } = customerWithJob();
    const office = as(t, await t.adminCookie());
    const res = await office.patch(`/api/jobs/${job.job.id}`, {
      status: 'completed',
      autoUpdateTasks: true,
      taskStatus: 'completed',
    });
    expect(res.status).toBe(200);
    expect((await messagesOf(customer.id)).map((m) => m.kind).sort()).toEqual(['bins_back', 'bins_out']);
  });

  it('sends no bins messages to a customer who turned them off on the tracking page; a miss still goes', async () => {
    t = await createTestApp(SMS_ENV);
    const { customer, curb, back, next } = customerWithJob();
    const off = await t.call('PATCH', `/api/track/${customer.trackingToken}/message-preferences`, {
      body: { binMoves: false },
    });
    expect(off.status).toBe(200);
    const crew = await t.userWithRole('crew');
    const pushed = await as(t, crew.cookie).post('/api/sync/push', {
      clientId: 'phone-opt-out',
      mutations: [
        completeMutation(curb.id),
        {
          ...completeMutation(back.id),
          args: { taskId: back.id, status: 'missed', completedAt: '2026-11-20T03:50:00.000Z' },
        },
      ],
    });
    expect(pushed.status).toBe(200);
    const list = await messagesOf(customer.id);
    expect(list.map((m) => m.kind)).toEqual(['missed']);
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(list[0].body).toContain('Sorry');
    expect(list[0].body).toContain(`Next collection: ${day.format(new Date(`${next.job.collectionDate}T00:00:00Z`))}`);
  });
});

describe('quiet hours', () => {
  it('holds a message created in quiet hours until they end, but not the signup confirmation', async () => {
    const { quietWindowAroundNow } = await import('./test-env');
    const window = quietWindowAroundNow('America/Los_Angeles');
    t = await createTestApp({ ...SMS_ENV, MESSAGE_QUIET_HOURS: window });
    const { customer, curb } = customerWithJob();
    await as(t, await t.adminCookie()).patch(`/api/tasks/${curb.id}`, { status: 'completed' });
    const [held] = rowsOf(customer.id);
    expect(held.status).toBe('held');
    const end = new Date(held.nextAttemptAt);
    expect(end.getTime()).toBeGreaterThan(Date.now());
    expect(end.getTime() - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
    const endClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(end);
    expect(endClock).toBe(window.split('-')[1]);

    const signup = await createCustomer(t, {
      email: 'night@example.com',
      serviceStartDate: todayIn(t.config.businessTz),
    });
    expect(rowsOf(signup.id)[0].status).toBe('queued');
  });
});

describe('other kinds', () => {
  it('confirms a collection requested on the tracking page', async () => {
    t = await createTestApp(SMS_ENV);
    const customer = addCustomer(t.store, { collectionDay: 'saturday' });
    const date = onOrAfter(addDays(todayIn(t.config.businessTz), 1), 'saturday');
    const res = await t.call('POST', `/api/track/${customer.trackingToken}/schedule-collection`, {
      body: { collectionDate: date },
    });
    expect(res.status).toBe(201);
    const [m] = await messagesOf(customer.id);
    expect(m.kind).toBe('collection_request');
    expect(m.body).toContain('request for a collection');
  });

  it('tells the customer once when a service-day change moves their next collection', async () => {
    t = await createTestApp(SMS_ENV);
    const { customer } = customerWithJob();
    const office = as(t, await t.adminCookie());
    const move = { collectionDay: 'friday', binsToCurbDay: 'thursday', binsToResidenceDay: 'friday', updateJobs: true };
    expect((await office.patch(`/api/signups/${customer.id}`, move)).status).toBe(200);
    expect((await office.patch(`/api/signups/${customer.id}`, move)).status).toBe(200);
    const list = await messagesOf(customer.id);
    expect(list.map((m) => m.kind)).toEqual(['schedule_change']);
    expect(list[0].body).toContain('Next collection: Friday');
    expect(list[0].body).toContain('(was Sat, ');
  });

  it('queueScheduleChange: one message per customer per change, none when the date did not move', async () => {
    t = await createTestApp(SMS_ENV);
    const a = addCustomer(t.store);
    const b = addCustomer(t.store, { name: 'B', email: 'b@example.com' });
    const change = (customerId: number, next: string | null, previous: string | null) =>
      t.store.write((db) =>
        queueScheduleChange(db, t.config, {
          customerId,
          changeKey: 'service-change-7',
          nextCollection: next,
          previousCollection: previous,
        }),
      );
    expect(change(a.id, '2026-12-05', '2026-12-04')).toBe(true);
    expect(change(a.id, '2026-12-05', '2026-12-04')).toBe(false);
    expect(change(b.id, '2026-12-05', '2026-12-04')).toBe(true);
    expect(change(b.id, '2026-12-12', '2026-12-12')).toBe(false);
    expect(rowsOf(a.id)).toHaveLength(1);
    expect(rowsOf(a.id)[0].body).toContain('Saturday, December 5 (was Fri, Dec 4)');
    expect(rowsOf(b.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown customer and 400 for a bad id', async () => {
    t = await createTestApp(SMS_ENV);
    const office = as(t, await t.adminCookie());
    expect((await office.get('/api/customers/999/messages')).status).toBe(404);
    expect((await office.get('/api/customers/abc/messages')).status).toBe(400);
  });
});
