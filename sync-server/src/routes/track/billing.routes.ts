import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { billingNotBuilt, requireBilling } from '../../billing/billing-off';
import { byToken } from './track.routes';

/** The tracking page's "Set up payment" and "Update card", mounted at /api/track. */
export function trackBillingRoutes() {
  const app = new Hono<AppEnv>();
  for (const path of ['/:token/billing/setup', '/:token/billing/portal'] as const) {
    app.post(path, (c) => {
      // An unknown token stays the plain 404 first, so tokens cannot be probed through billing.
      byToken(c);
      requireBilling(c);
      throw billingNotBuilt();
    });
  }
  return app;
}
