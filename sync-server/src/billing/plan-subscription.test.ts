import { billingJobs } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addJob,
  createTestApp,
  customerWithJob,
  dueToday,
  type FakeStripe,
  fakeStripeWithEnv,
  postEvent,
  rowsOf,
  STRIPE_TEST_PRICE,
  type TestApp,
} from '../test-support';
import { subscribeCause } from './plan';
import { runBillingJobs } from './worker';

const HOUR = 60 * 60 * 1000;

describe('the monthly plan starts when the free jobs are used', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: string;
  beforeAll(async () => {
    const fake = await fakeStripeWithEnv();
    stripe = fake.stripe;
    t = await createTestApp({ ...fake.env, SMTP_URL: 'smtp://127.0.0.1:1' });
    admin = await t.adminCookie();
  });
  afterAll(async () => {
    t.cleanup();
    await stripe.close();
  });

  const billingOf = async (id: number) =>
    (
      await t.call<{ status: string; freeJobsLeft: number; nextChargeDate: string | null }>(
        'GET',
        `/api/customers/${id}/billing`,
        { cookie: admin },
      )
    ).body;
  const setTask = (taskId: number, status: string) =>
    t.call('PATCH', `/api/tasks/${taskId}`, { cookie: admin, body: { status } });
  const subscriptionsOf = (stripeCustomer: unknown) =>
    stripe.list('subscription').filter((s) => s.customer === stripeCustomer);
  const jobOf = (customerId: number) =>
    t.store.orm
      .select()
      .from(billingJobs)
      .where(eq(billingJobs.causeKey, subscribeCause(customerId)))
      .get();

  async function saveCard(token: string) {
    const setup = await t.call<{ url: string }>('POST', `/api/track/${token}/billing/setup`);
    const sessionId = setup.body.url.split('/').pop() as string;
    expect((await postEvent(t, stripe.completeCheckout(sessionId))).status).toBe(200);
    return stripe.objects.get(sessionId)?.customer;
  }

  /** A customer with three jobs due today-ish, their bins-to-curb tasks. */
  function threeJobs(fields = {}) {
    const { customer, job, next } = customerWithJob(t, fields);
    const third = addJob(t.store, customer.id, '2099-01-02');
    const curbs = [job.tasks[0].id, next.tasks[0].id, third.tasks[0].id];
    dueToday(t, ...curbs);
    return { customer, curbs };
  }

  it('counts only completed bins-to-curb jobs, waits for a card, asks for one, then subscribes once', async () => {
    const { customer, curbs } = threeJobs({ contactMethod: 'call' });
    expect((await setTask(curbs[0], 'completed')).status).toBe(200);
    expect((await setTask(curbs[1], 'cancelled')).status).toBe(200);
    expect(await billingOf(customer.id)).toMatchObject({ status: 'trial', freeJobsLeft: 1 });
    expect(jobOf(customer.id)).toBeUndefined();

    expect((await setTask(curbs[2], 'completed')).status).toBe(200);
    expect((await billingOf(customer.id)).freeJobsLeft).toBe(0);
    expect(rowsOf(t, customer.id).filter((m) => m.kind === 'card_needed')).toHaveLength(1);
    await runBillingJobs(t.store, t.config);
    expect(jobOf(customer.id)?.status).toBe('waiting_card');
    expect(stripe.list('subscription')).toHaveLength(0);

    const stripeCustomer = await saveCard(customer.trackingToken);
    await runBillingJobs(t.store, t.config);
    const subs = subscriptionsOf(stripeCustomer);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active' });
    expect(JSON.stringify(subs[0].items)).toContain(STRIPE_TEST_PRICE);
    expect(await billingOf(customer.id)).toMatchObject({ status: 'active', nextChargeDate: expect.any(String) });

    // Undoing and redoing a completion, or running the queue again, makes no second subscription.
    await setTask(curbs[2], 'scheduled');
    await setTask(curbs[2], 'completed');
    await runBillingJobs(t.store, t.config, new Date(Date.now() + 2 * HOUR));
    expect(subscriptionsOf(stripeCustomer)).toHaveLength(1);
  });

  it('a Stripe outage leaves the subscription queued and retried; a retry after a crash reuses the idempotency key', async () => {
    const { customer, curbs } = threeJobs();
    const stripeCustomer = await saveCard(customer.trackingToken);
    await setTask(curbs[0], 'completed');
    await setTask(curbs[1], 'completed');
    stripe.setOutage(true);
    await runBillingJobs(t.store, t.config);
    stripe.setOutage(false);
    expect(jobOf(customer.id)).toMatchObject({ status: 'queued', attempts: 1, error: expect.any(String) });
    expect(subscriptionsOf(stripeCustomer)).toHaveLength(0);
    // Not due again yet: nothing is sent.
    await runBillingJobs(t.store, t.config);
    expect(jobOf(customer.id)?.attempts).toBe(1);

    await runBillingJobs(t.store, t.config, new Date(Date.now() + 2 * HOUR));
    expect(jobOf(customer.id)?.status).toBe('done');
    expect(subscriptionsOf(stripeCustomer)).toHaveLength(1);

    // A crash after Stripe answered but before the answer was stored: the job runs again.
    t.store.sqlite
      .prepare("UPDATE billing_jobs SET status = 'queued' WHERE cause_key = ?")
      .run(subscribeCause(customer.id));
    t.store.sqlite.prepare('UPDATE billing_accounts SET subscription_id = NULL WHERE customer_id = ?').run(customer.id);
    await runBillingJobs(t.store, t.config, new Date(Date.now() + 4 * HOUR));
    expect(subscriptionsOf(stripeCustomer)).toHaveLength(1);
    const keys = stripe.calls
      .filter((c) => c.path === '/v1/subscriptions' && c.method === 'POST')
      .map((c) => c.idempotencyKey);
    expect(new Set(keys.slice(-2)).size).toBe(1);
  });
});
