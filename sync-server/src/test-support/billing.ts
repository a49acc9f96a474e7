import Stripe from 'stripe';
import { type FakeStripe, type SignedEvent, startFakeStripe } from './fake-stripe';
import type { TestApp } from './harness';

export const STRIPE_TEST_KEY = 'sk_test_bin_valet';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_bin_valet_test';
export const STRIPE_TEST_PRICE = 'price_monthly_30';

/** A local Stripe and the env that points the app at it. */
export async function fakeStripeWithEnv(webhookUrl?: string) {
  const stripe = await startFakeStripe({
    secretKey: STRIPE_TEST_KEY,
    webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
    ...(webhookUrl ? { webhookUrl } : {}),
  });
  const env = {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_ID: STRIPE_TEST_PRICE,
    STRIPE_API_URL: stripe.url,
  };
  return { stripe, env };
}

/** Posts a signed event to the app's webhook as Stripe would. */
export const postEvent = (t: TestApp, e: SignedEvent, signature = e.header) =>
  t.call<{ received: boolean; applied: boolean; message?: string }>('POST', '/api/billing/webhook', {
    raw: e.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });

export type { FakeStripe };

/**
 * A customer (by tracking token) with a card saved through checkout, a subscription and one invoice,
 * paid or declined, each told to the app by Stripe's signed webhook as it would be.
 */
export async function invoicedCustomer(t: TestApp, stripe: FakeStripe, trackingToken: string, paid: boolean) {
  const setup = await t.call<{ url: string }>('POST', `/api/track/${trackingToken}/billing/setup`);
  const sessionId = setup.body.url.split('/').pop() as string;
  await postEvent(t, stripe.completeCheckout(sessionId));
  const stripeCustomer = String(stripe.objects.get(sessionId)?.customer);
  const client = new Stripe(STRIPE_TEST_KEY, {
    host: '127.0.0.1',
    port: Number(new URL(stripe.url).port),
    protocol: 'http',
  });
  const sub = await client.subscriptions.create({ customer: stripeCustomer, items: [{ price: STRIPE_TEST_PRICE }] });
  const e = stripe.invoice(sub.id, paid);
  await postEvent(t, e);
  const invoice = (e.event.data as { object: { id: string; number: string } }).object;
  return { invoice, subscriptionId: sub.id, stripeCustomer, client };
}
