import { jobs, type NextJobsByCustomer, todayIn } from '@bin-valet/schema';
import { and, eq, gte, min } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { requireRole, STAFF } from '../../../auth/guard';

/** The office's customer list column "next collection", mounted at /api/admin/customers. */
export function nextJobsRoutes() {
  const app = new Hono<AppEnv>();

  // customerId → earliest scheduled job from today on (business zone).
  app.get('/next-jobs', requireRole(...STAFF), (c) => {
    const today = todayIn(c.get('config').businessTz);
    const rows = c
      .get('store')
      .orm.select({ customerId: jobs.customerId, collectionDate: min(jobs.collectionDate) })
      .from(jobs)
      .where(and(eq(jobs.status, 'scheduled'), gte(jobs.collectionDate, today)))
      .groupBy(jobs.customerId)
      .all();
    const out: NextJobsByCustomer = {};
    for (const r of rows) if (r.collectionDate) out[String(r.customerId)] = { collectionDate: r.collectionDate };
    return c.json(out);
  });
  return app;
}
