import { jobs } from '@bin-valet/schema';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireRole, STAFF } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/validate';

/** A customer's jobs (docs/architecture.md §5.1), mounted at /api/signups. */
export function signupJobsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:id/jobs', requireRole(...STAFF), (c) => {
    const id = idParam(c);
    const db = c.get('store').orm;
    if (!findCustomer(db, id)) throw notFound();
    const rows = db
      .select()
      .from(jobs)
      .where(eq(jobs.customerId, id))
      .orderBy(asc(jobs.collectionDate), asc(jobs.id))
      .all();
    return c.json(rows);
  });

  return app;
}
