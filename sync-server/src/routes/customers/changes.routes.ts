import { customers } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { historyOf } from '../../domain/customer-changes';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/validate';

/** One customer's self-service history for the customer page, mounted at /api/customers. */
export function customerChangesHistoryRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:id/changes', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!orm.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).get()) throw notFound();
    return c.json(historyOf(orm, id));
  });
  return app;
}
