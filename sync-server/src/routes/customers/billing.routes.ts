import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { billingNotBuilt, requireBilling } from '../../billing/billing-off';
import { findCustomer } from '../../domain/customer-lookup';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/validate';

/** A customer's billing as the office sees it, mounted at /api/customers. */
export function customerBillingRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:id/billing', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    if (!findCustomer(c.get('store').orm, id)) throw notFound();
    requireBilling(c);
    throw billingNotBuilt();
  });
  return app;
}
