import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireBilling } from '../../billing/billing-off';
import { billingSummary } from '../../billing/summary';
import { byToken } from './track.routes';

/** The tracking page's billing section: plan, card, next charge, invoices. Mounted at /api/track. */
export function trackBillingSummaryRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:token/billing', (c) => {
    const customer = byToken(c);
    requireBilling(c);
    return c.json(billingSummary(c.get('store').orm, customer.id, c.get('config').planFreeJobs));
  });
  return app;
}
