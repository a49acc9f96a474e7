import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { requireBilling } from '../../billing/billing-off';
import { billingSummary } from '../../billing/summary';
import { findCustomer } from '../../domain/customer-lookup';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/validate';

/** A customer's billing as the office sees it, mounted at /api/customers. */
export function customerBillingRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:id/billing', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!findCustomer(orm, id)) throw notFound();
    requireBilling(c);
    return c.json(billingSummary(orm, id, c.get('config').planFreeJobs));
  });
  return app;
}
