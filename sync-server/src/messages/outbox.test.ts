import { addDays, clockTime, messages, onOrAfter, shiftedDate, todayIn } from '@bin-valet/schema';
import { afterEach, describe, expect, it } from 'vitest';
import {
  as,
  completeMutation,
  createCustomer,
  createTestApp,
  customerWithJob,
  dueToday,
  messagesOf,
  quietWindowAroundNow,
  rowsOf,
  SMS_ENV,
  type TestApp,
  validSignup,
} from '../test-support';

/** Messages are written with their cause, once per cause, on the channel the customer chose. */
let t: TestApp;
afterEach(() => t?.cleanup());

describe('signup confirmation', () => {
  it('texts a public signup its first bins-to-curb day and tracking link, in one short text', async () => {
    t = await createTestApp(SMS_ENV);
    const start = onOrAfter(addDays(todayIn(t.config.businessTz), 2), 'monday');
    const res = await t.call<{ trackingToken: string; trackingUrl: string }>('POST', '/api/signups', {
      body: validSignup({ serviceStartDate: start }),
    });
    expect(res.status).toBe(201);
    const [customer] = t.store.orm.select().from(messages).all();
    const list = await messagesOf(t, customer.customerId);
    expect(list).toHaveLength(1);
    const [m] = list;
    expect(m).toMatchObject({ kind: 'signup_confirmation', channel: 'sms', to: '+12065550100', status: 'queued' });
    expect(Object.keys(m).sort()).toEqual(
      [
        'body',
        'channel',
        'createdAt',
        'error',
        'handledAt',
        'handledBy',
        'id',
        'kind',
        'sentAt',
        'status',
        'to',
      ].sort(),
    );
    // Collected on Saturdays, bins out the day before; a holiday week (New Year's) moves both a day.
    const firstCollection = onOrAfter(start, 'saturday');
    const firstCurb = addDays(firstCollection, shiftedDate(firstCollection).shiftDays - 1);
    const day = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${firstCurb}T00:00:00Z`));
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
    const [m] = await messagesOf(t, customer.id);
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
    const list = await messagesOf(t, row.customerId);
    expect(list).toHaveLength(2);
    expect(list[0].body).toContain('Your first bins-to-curb day is');
  });

  it("records a text as 'not_sent' with no text provider, and skips office-created customers without a period", async () => {
    t = await createTestApp({ MESSAGE_QUIET_HOURS: 'off' });
    const withPeriod = await createCustomer(t, { serviceStartDate: todayIn(t.config.businessTz) });
    const without = await createCustomer(t, { name: 'No Period', email: 'np@example.com' });
    expect(await messagesOf(t, withPeriod.id)).toMatchObject([
      { kind: 'signup_confirmation', status: 'not_sent', error: 'No text provider configured' },
    ]);
    expect(await messagesOf(t, without.id)).toEqual([]);
    // Its first schedule, added later, confirms it then; a second one does not again.
    const office = as(t, await t.adminCookie());
    const start = todayIn(t.config.businessTz);
    expect((await office.post(`/api/signups/${without.id}/service-periods`, { startDate: start })).status).toBe(201);
    const later = addDays(start, 120);
    expect((await office.post(`/api/signups/${without.id}/service-periods`, { startDate: later })).status).toBe(201);
    const confirmations = await messagesOf(t, without.id);
    expect(confirmations.map((m) => m.kind)).toEqual(['signup_confirmation']);
    expect(confirmations[0].body).toContain('Your first bins-to-curb day is');
  });
});

describe('bins moved', () => {
  it('queues exactly one bins_out for a push retried three times', async () => {
    t = await createTestApp(SMS_ENV);
    const { customer, curb } = customerWithJob(t);
    dueToday(t, curb.id);
    const crew = await t.userWithRole('crew');
    const mutation = completeMutation(curb.id);
    for (let i = 0; i < 3; i++) {
      const res = await as(t, crew.cookie).post('/api/sync/push', { clientId: 'phone-one', mutations: [mutation] });
      expect(res.status).toBe(200);
    }
    // A second phone completing the same task again is a different push, still the same cause.
    await as(t, crew.cookie).post('/api/sync/push', { clientId: 'phone-two', mutations: [completeMutation(curb.id)] });
    const list = await messagesOf(t, customer.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'bins_out', status: 'queued' });
    // The time the crew tapped, on the business's clock.
    expect(list[0].body).toContain(`at the curb (${clockTime(mutation.createdAt, t.config.businessTz)})`);
  });

  it('queues one bins_out for a task completed, reopened by the office and completed again', async () => {
    t = await createTestApp(SMS_ENV);
    const { customer, curb, back } = customerWithJob(t);
    const office = as(t, await t.adminCookie());
    expect((await office.patch(`/api/tasks/${curb.id}`, { status: 'completed' })).status).toBe(200);
    expect((await office.patch(`/api/tasks/${curb.id}`, { status: 'scheduled' })).status).toBe(200);
    expect((await office.patch(`/api/tasks/${curb.id}`, { status: 'completed' })).status).toBe(200);
    expect((await office.patch(`/api/tasks/${back.id}`, { status: 'completed' })).status).toBe(200);
    const kinds = (await messagesOf(t, customer.id)).map((m) => m.kind).sort();
    expect(kinds).toEqual(['bins_back', 'bins_out']);
  });

  it('queues them when the office completes the whole job from its menu', async () => {
    t = await createTestApp(SMS_ENV);
    const { customer, job } = customerWithJob(t);
    const office = as(t, await t.adminCookie());
    const res = await office.patch(`/api/jobs/${job.job.id}`, {
      status: 'completed',
      autoUpdateTasks: true,
      taskStatus: 'completed',
    });
    expect(res.status).toBe(200);
    expect((await messagesOf(t, customer.id)).map((m) => m.kind).sort()).toEqual(['bins_back', 'bins_out']);
  });

  it('sends no bins messages to a customer who turned them off on the tracking page; a miss still goes', async () => {
    t = await createTestApp(SMS_ENV);
    const { customer, curb, back, next } = customerWithJob(t);
    dueToday(t, curb.id, back.id);
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
          args: { taskId: back.id, status: 'missed', completedAt: new Date().toISOString() },
        },
      ],
    });
    expect(pushed.status).toBe(200);
    const list = await messagesOf(t, customer.id);
    expect(list.map((m) => m.kind)).toEqual(['missed']);
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(list[0].body).toContain('Sorry');
    expect(list[0].body).toContain(`Next collection: ${day.format(new Date(`${next.job.collectionDate}T00:00:00Z`))}`);
  });
});

describe('quiet hours', () => {
  it('holds a message created in quiet hours until they end, but not the signup confirmation', async () => {
    const window = quietWindowAroundNow('America/Los_Angeles');
    t = await createTestApp({ ...SMS_ENV, MESSAGE_QUIET_HOURS: window });
    const { customer, curb } = customerWithJob(t);
    await as(t, await t.adminCookie()).patch(`/api/tasks/${curb.id}`, { status: 'completed' });
    const [held] = rowsOf(t, customer.id);
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
    expect(rowsOf(t, signup.id)[0].status).toBe('queued');
  });
});
