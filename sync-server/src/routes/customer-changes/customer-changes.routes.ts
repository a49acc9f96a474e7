import { addDays, type CustomerChangeItem, customerChanges, customers, todayIn } from '@bin-valet/schema';
import { and, asc, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/validate';

const HISTORY_LIMIT = 50;

const columns = {
  id: customerChanges.id,
  customerId: customerChanges.customerId,
  customerName: customers.name,
  kind: customerChanges.kind,
  summary: customerChanges.summary,
  affectsDate: customerChanges.affectsDate,
  actor: customerChanges.actor,
  createdAt: customerChanges.createdAt,
};

const changes = (db: Orm, where: SQL | undefined) =>
  db
    .select(columns)
    .from(customerChanges)
    .innerJoin(customers, eq(customers.id, customerChanges.customerId))
    .where(where);

/** What customers changed on their tracking links, for the office, mounted at /api. */
export function customerChangesRoutes() {
  const app = new Hono<AppEnv>();

  // The customer page's history: who changed what, and when, newest first.
  app.get('/customers/:id/changes', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!orm.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).get()) throw notFound();
    const list: CustomerChangeItem[] = changes(orm, eq(customerChanges.customerId, id))
      .orderBy(desc(customerChanges.createdAt), desc(customerChanges.id))
      .limit(HISTORY_LIMIT)
      .all();
    return c.json(list);
  });

  // The dashboard's "Customer changes": those touching today's or tomorrow's work, and recent cancellations.
  app.get('/customer-changes', requireRole(...OFFICE), (c) => {
    const today = todayIn(c.get('config').businessTz);
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
    const list: CustomerChangeItem[] = changes(
      c.get('store').orm,
      or(
        and(gte(customerChanges.affectsDate, today), lte(customerChanges.affectsDate, addDays(today, 1))),
        // A cancellation waits in the list for a week, whatever day it touches: someone should call.
        and(eq(customerChanges.kind, 'cancel'), gte(customerChanges.createdAt, weekAgo)),
      ),
    )
      .orderBy(asc(customerChanges.affectsDate), asc(customerChanges.createdAt), asc(customerChanges.id))
      .all();
    return c.json(list);
  });

  return app;
}
