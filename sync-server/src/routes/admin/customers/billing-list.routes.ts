import { type BillingListEntry, billingAccounts, customers } from '@bin-valet/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { OFFICE, requireRole } from '../../../auth/guard';
import { requireBilling } from '../../../billing/billing-off';

/** Past due first (the office acts on those), then those paying, paused, still free, and gone. */
const RANK = sql<number>`case ${billingAccounts.status}
  when 'past_due' then 0 when 'active' then 1 when 'paused' then 2 when 'trial' then 3 else 4 end`;

/** The customer list's "Billing" filter, mounted at /api/admin/customers. */
export function billingListRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/billing', requireRole(...OFFICE), (c) => {
    requireBilling(c);
    const rows: BillingListEntry[] = c
      .get('store')
      .orm.select({ customerId: billingAccounts.customerId, status: billingAccounts.status })
      .from(billingAccounts)
      .innerJoin(customers, eq(customers.id, billingAccounts.customerId))
      .orderBy(RANK, sql`${customers.name} collate nocase`, asc(customers.id))
      .all();
    return c.json(rows);
  });
  return app;
}
