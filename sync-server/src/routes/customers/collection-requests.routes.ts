import { customers, serviceTracking } from '@bin-valet/schema';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { requestItems } from '../../domain/collection-requests';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/validate';

/** The collection requests one customer sent, for the office, mounted at /api/customers. */
export function customerCollectionRequestsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:id/collection-requests', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!orm.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).get()) throw notFound();
    return c.json(requestItems(orm, and(eq(serviceTracking.customerId, id))));
  });

  return app;
}
