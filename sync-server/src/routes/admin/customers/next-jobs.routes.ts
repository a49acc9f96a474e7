import { type NextJobsByCustomer, todayIn } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { requireRole, STAFF } from '../../../auth/guard';
import { nextCollectionDates } from '../../../domain/next-collection';

/** The office's customer list column "next collection", mounted at /api/admin/customers. */
export function nextJobsRoutes() {
  const app = new Hono<AppEnv>();

  // customerId → next collection from today on (business zone), by the rule the tracking page uses.
  app.get('/next-jobs', requireRole(...STAFF), (c) => {
    const today = todayIn(c.get('config').businessTz);
    const out: NextJobsByCustomer = {};
    for (const [id, date] of nextCollectionDates(c.get('store').orm, today)) out[String(id)] = { collectionDate: date };
    return c.json(out);
  });
  return app;
}
