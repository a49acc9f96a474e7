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
