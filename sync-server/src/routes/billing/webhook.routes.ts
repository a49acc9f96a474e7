import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { billingNotBuilt, requireBilling } from '../../billing/billing-off';

/** Stripe's signed events, mounted at /api/billing; anonymous, as Stripe holds no session. */
export function webhookRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/webhook', (c) => {
    requireBilling(c);
    throw billingNotBuilt();
  });
  return app;
}
