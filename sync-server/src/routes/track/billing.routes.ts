import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireBilling } from '../../billing/billing-off';
import { orUnavailable, stripeFor } from '../../billing/stripe-client';
import { ensureStripeCustomer } from '../../billing/stripe-customer';
import { byToken } from './track.routes';

/** The tracking page's "Set up payment" and "Update card", mounted at /api/track. */
export function trackBillingRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/:token/billing/setup', async (c) => {
    // An unknown token stays the plain 404 first, so tokens cannot be probed through billing.
    const customer = byToken(c);
    const billing = requireBilling(c);
    const back = `${c.get('config').publicUrl}/track/${customer.trackingToken}`;
    const stripeCustomer = await orUnavailable(ensureStripeCustomer(c.get('store'), billing, customer));
    // A fresh session each time: a session is single-use and expires, so there is nothing to repeat.
    const session = await orUnavailable(
      stripeFor(billing).checkout.sessions.create({
        mode: 'setup',
        customer: stripeCustomer,
        currency: 'usd',
        success_url: `${back}?billing=saved#billing`,
        cancel_url: `${back}#billing`,
        metadata: { customerId: String(customer.id) },
      }),
    );
    return c.json({ url: session.url });
  });

  app.post('/:token/billing/portal', async (c) => {
    const customer = byToken(c);
    const billing = requireBilling(c);
    const stripeCustomer = await orUnavailable(ensureStripeCustomer(c.get('store'), billing, customer));
    const session = await orUnavailable(
      stripeFor(billing).billingPortal.sessions.create({
        customer: stripeCustomer,
        return_url: `${c.get('config').publicUrl}/track/${customer.trackingToken}#billing`,
      }),
    );
    return c.json({ url: session.url });
  });
  return app;
}
