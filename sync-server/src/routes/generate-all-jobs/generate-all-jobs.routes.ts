import { generateAllJobsSchema, type JobsGenerated, type Weekday } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { generateJobs } from '../../domain/scheduling';
import { MAX_GENERATION_DAYS } from '../../domain/top-up';
import { checkRange } from '../../http/date-range';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/validate';

/** Mounted at /api/generate-all-jobs. Jobs for one customer's whole range on their (or a given) weekday. */
export function generateAllJobsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', requireRole(...OFFICE), async (c) => {
    const body = await readJson(c, generateAllJobsSchema);
    const range = checkRange(body.startDate, body.endDate, MAX_GENERATION_DAYS);
    const result = c.get('store').write((db): JobsGenerated => {
      const customer = findCustomer(db, body.customerId);
      if (!customer) throw notFound();
      const day = (body.collectionDay ?? customer.collectionDay) as Weekday;
      return generateJobs(db, customer, range, null, day);
    });
    return c.json(result);
  });

  return app;
}
