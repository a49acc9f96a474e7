import { billingEvents, paymentHistory } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  customerWithJob,
  type FakeStripe,
  fakeStripeWithEnv,
  postEvent,
  rowsOf,
  STRIPE_TEST_KEY,
  STRIPE_TEST_PRICE,
  type TestApp,
} from '../test-support';

interface Billing {
  status: string;
  cardLast4: string | null;
  invoices: { number: string; amountCents: number; status: string; paidAt: string | null; receiptUrl: string }[];
}

describe('billing on the local Stripe: card on file and webhooks', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: string;
  beforeAll(async () => {
    const fake = await fakeStripeWithEnv();
    stripe = fake.stripe;
    t = await createTestApp({ ...fake.env, PUBLIC_URL: 'https://valet.example', SMTP_URL: 'smtp://127.0.0.1:1' });
    admin = await t.adminCookie();
  });
  afterAll(async () => {
    t.cleanup();
    await stripe.close();
  });

  const billingOf = async (id: number) =>
    (await t.call<Billing>('GET', `/api/customers/${id}/billing`, { cookie: admin })).body;

  /** A customer with a card saved through checkout, and the Stripe customer id. */
  async function withCard(fields = {}) {
    const { customer } = customerWithJob(t, fields);
    const res = await t.call<{ url: string }>('POST', `/api/track/${customer.trackingToken}/billing/setup`);
    expect(res.status).toBe(200);
    const sessionId = res.body.url.split('/').pop() as string;
    const done = stripe.completeCheckout(sessionId);
    expect((await postEvent(t, done)).status).toBe(200);
    const stripeCustomer = String(stripe.objects.get(sessionId)?.customer);
    return { customer, stripeCustomer, done };
  }

  it('setup makes one Stripe customer and a fresh setup-mode checkout back to the tracking page', async () => {
    const { customer } = customerWithJob(t);
    const first = await t.call<{ url: string }>('POST', `/api/track/${customer.trackingToken}/billing/setup`);
    const again = await t.call<{ url: string }>('POST', `/api/track/${customer.trackingToken}/billing/setup`);
    expect(first.status).toBe(200);
    expect(first.body.url).not.toBe(again.body.url);
    const mine = stripe
      .list('customer')
      .filter((c) => (c.metadata as Record<string, string>).customerId === String(customer.id));
    expect(mine).toHaveLength(1);
    const session = stripe.objects.get(first.body.url.split('/').pop() as string);
    expect(session).toMatchObject({ mode: 'setup', customer: mine[0].id });
    expect(String(session?.success_url)).toContain(`https://valet.example/track/${customer.trackingToken}`);
    expect(String(session?.cancel_url)).toContain(`https://valet.example/track/${customer.trackingToken}`);
  });

  it('a completed checkout makes the card the default Stripe charges, and the office sees its last 4', async () => {
    const { customer, stripeCustomer } = await withCard();
    const remote = stripe.objects.get(stripeCustomer);
    expect(remote?.invoice_settings).toMatchObject({ default_payment_method: expect.any(String) });
    expect(String((remote?.invoice_settings as Record<string, string> | undefined)?.default_payment_method)).toMatch(
      /^pm_/,
    );
    expect(await billingOf(customer.id)).toMatchObject({ status: 'trial', cardLast4: '4242', freeJobsLeft: 2 });
  });

  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const { customer } = customerWithJob(t);
    const setup = await t.call<{ url: string }>('POST', `/api/track/${customer.trackingToken}/billing/setup`);
    const e = stripe.completeCheckout(setup.body.url.split('/').pop() as string);
    const wrong = await postEvent(t, e, e.header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`));
    const none = await t.call('POST', '/api/billing/webhook', { raw: e.payload });
    for (const res of [wrong, none]) expect(res).toMatchObject({ status: 400, body: { message: expect.any(String) } });
    expect(t.store.orm.select().from(billingEvents).where(eq(billingEvents.id, e.event.id)).get()).toBeUndefined();
    expect((await billingOf(customer.id)).cardLast4).toBeNull();
  });

  it('a paid invoice is one card payment with its number, however often Stripe sends it; the receipt is listed', async () => {
    const { customer, stripeCustomer } = await withCard();
    const client = new Stripe(STRIPE_TEST_KEY, {
      host: '127.0.0.1',
      port: Number(new URL(stripe.url).port),
      protocol: 'http',
    });
    const sub = await client.subscriptions.create({ customer: stripeCustomer, items: [{ price: STRIPE_TEST_PRICE }] });
    const paid = stripe.invoice(sub.id, true);
    expect((await postEvent(t, paid)).body).toMatchObject({ applied: true });
    expect((await postEvent(t, paid)).body).toMatchObject({ applied: false });
    const payments = t.store.orm.select().from(paymentHistory).where(eq(paymentHistory.customerId, customer.id)).all();
    const number = (paid.event.data as { object: { number: string } }).object.number;
    expect(payments).toEqual([expect.objectContaining({ paymentMethod: 'card', amount: 30, invoiceNumber: number })]);
    const billing = await billingOf(customer.id);
    expect(billing.status).toBe('active');
    expect(billing.invoices).toEqual([
      {
        id: expect.stringMatching(/^in_/),
        number,
        amountCents: 3000,
        status: 'paid',
        paidAt: expect.any(String),
        receiptUrl: expect.stringContaining('/receipts/'),
      },
    ]);
  });

  it('a failed invoice makes the customer past due and queues a payment_failed message that opens the billing section; Update card gets a portal URL', async () => {
    const { customer, stripeCustomer } = await withCard({ contactMethod: 'call' });
    const client = new Stripe(STRIPE_TEST_KEY, {
      host: '127.0.0.1',
      port: Number(new URL(stripe.url).port),
      protocol: 'http',
    });
    const sub = await client.subscriptions.create({ customer: stripeCustomer, items: [{ price: STRIPE_TEST_PRICE }] });
    await postEvent(t, stripe.invoice(sub.id, false));
    expect((await billingOf(customer.id)).status).toBe('past_due');
    const sent = rowsOf(t, customer.id).filter((m) => m.kind === 'payment_failed');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toContain(`https://valet.example/track/${customer.trackingToken}#billing`);
    const portal = await t.call<{ url: string }>('POST', `/api/track/${customer.trackingToken}/billing/portal`);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/\/portal\/bps_/);
  });

  it('subscription updated and deleted events set the status, even before the app stored the subscription', async () => {
    const { customer, stripeCustomer } = await withCard();
    const client = new Stripe(STRIPE_TEST_KEY, {
      host: '127.0.0.1',
      port: Number(new URL(stripe.url).port),
      protocol: 'http',
    });
    const sub = await client.subscriptions.create({ customer: stripeCustomer, items: [{ price: STRIPE_TEST_PRICE }] });
    await postEvent(t, stripe.subscriptionEvent(sub.id, 'updated', 'past_due'));
    expect((await billingOf(customer.id)).status).toBe('past_due');
    await postEvent(t, stripe.subscriptionEvent(sub.id, 'updated', 'active'));
    expect(await billingOf(customer.id)).toMatchObject({ status: 'active', nextChargeDate: expect.any(String) });
    await postEvent(t, stripe.subscriptionEvent(sub.id, 'deleted'));
    expect(await billingOf(customer.id)).toMatchObject({ status: 'cancelled', nextChargeDate: null });
  });
});
