import { todayIn } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireRole, STAFF } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { trackingRecords } from '../../domain/tracking-records';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/validate';

/** A customer's past and upcoming services as staff see them, mounted at /api/customer. */
export function customerServicesRoutes() {
  const app = new Hono<AppEnv>();

  for (const [path, when] of [
    ['/:id/services', 'past'],
    ['/:id/upcoming-services', 'upcoming'],
  ] as const) {
    app.get(path, requireRole(...STAFF), (c) => {
      const id = idParam(c);
      const { orm } = c.get('store');
      if (!findCustomer(orm, id)) throw notFound();
      return c.json(trackingRecords(orm, id, todayIn(c.get('config').businessTz), when));
    });
  }

  return app;
}
