import { addDays, todayIn } from '@bin-valet/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  customerWithJob,
  dueToday,
  type FakeStripe,
  fakeStripeWithEnv,
  postEvent,
  type TestApp,
} from '../test-support';
import { runBillingJobs } from './worker';

const HOUR = 60 * 60 * 1000;

describe('holds and cancellation reach the subscription', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: string;
  beforeAll(async () => {
    const fake = await fakeStripeWithEnv();
    stripe = fake.stripe;
    t = await createTestApp(fake.env);
    admin = await t.adminCookie();
  });
  afterAll(async () => {
    t.cleanup();
    await stripe.close();
  });

  it('a vacation hold pauses collection until the day after it, and cancelling cancels at the end of the last month', async () => {
    const { customer, job, next } = customerWithJob(t);
    const setup = await t.call<{ url: string }>('POST', `/api/track/${customer.trackingToken}/billing/setup`);
    const sessionId = setup.body.url.split('/').pop() as string;
    await postEvent(t, stripe.completeCheckout(sessionId));
    dueToday(t, job.tasks[0].id, next.tasks[0].id);
    for (const id of [job.tasks[0].id, next.tasks[0].id])
      await t.call('PATCH', `/api/tasks/${id}`, { cookie: admin, body: { status: 'completed' } });
    await runBillingJobs(t.store, t.config);
    const [sub] = stripe.list('subscription');
    expect(sub).toBeDefined();

    const today = todayIn(t.config.businessTz);
    const hold = { startDate: addDays(today, 20), endDate: addDays(today, 27) };
    expect((await t.call('POST', `/api/track/${customer.trackingToken}/holds`, { body: hold })).status).toBe(201);
    await runBillingJobs(t.store, t.config, new Date(Date.now() + HOUR));
    const resumesAt = Date.parse(`${addDays(hold.endDate, 1)}T00:00:00Z`) / 1000;
    expect(stripe.objects.get(sub.id)?.pause_collection).toEqual({ behavior: 'void', resumes_at: resumesAt });

    const last = addDays(today, 35);
    const cancel = await t.call('POST', `/api/track/${customer.trackingToken}/cancel`, {
      body: { lastCollectionDate: last },
    });
    expect(cancel.status).toBe(201);
    await runBillingJobs(t.store, t.config, new Date(Date.now() + 2 * HOUR));
    const [y, m] = last.split('-').map(Number);
    expect(stripe.objects.get(sub.id)?.cancel_at).toBe(Date.UTC(y, m, 1) / 1000);

    expect((await t.call('DELETE', `/api/track/${customer.trackingToken}/cancel`)).status).toBe(200);
    await runBillingJobs(t.store, t.config, new Date(Date.now() + 3 * HOUR));
    expect(stripe.objects.get(sub.id)?.cancel_at).toBeNull();
  });
});
