import { Hono } from 'hono';
import Stripe from 'stripe';
import type { AppEnv } from '../../app-env';
import { requireBilling } from '../../billing/billing-off';
import { stripeFor } from '../../billing/stripe-client';
import { applyEvent } from '../../billing/webhook';
import { badRequest, HttpError } from '../../http/errors';

export const BAD_SIGNATURE = 'The Stripe signature is missing or does not match';

/** Stripe's signed events, mounted at /api/billing; anonymous, as Stripe holds no session. */
export function webhookRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/webhook', async (c) => {
    const billing = requireBilling(c);
    const signature = c.req.header('stripe-signature');
    const raw = await c.req.text();
    if (!signature || !billing.webhookSecret) throw badRequest(BAD_SIGNATURE);
    let event: Stripe.Event;
    try {
      event = stripeFor(billing).webhooks.constructEvent(raw, signature, billing.webhookSecret);
    } catch {
      throw badRequest(BAD_SIGNATURE);
    }
    try {
      const { applied } = await applyEvent(c.get('store'), { ...c.get('config'), billing }, event);
      return c.json({ received: true, applied });
    } catch (err) {
      // Stripe resends an event that was not acknowledged, so a Stripe outage here only delays it.
      if (err instanceof Stripe.errors.StripeError) throw new HttpError(503, 'Stripe is unavailable; send it again');
      throw err;
    }
  });
  return app;
}
