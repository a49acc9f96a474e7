import {
  customers,
  generateJobsSchema,
  type JobsGenerated,
  OPS_MSG,
  type ServicePeriodWritten,
  servicePeriodPatchSchema,
  servicePeriods,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { generateJobs } from '../../domain/scheduling';
import { fillPeriodWindow, MAX_GENERATION_DAYS } from '../../domain/top-up';
import { checkRange } from '../../http/date-range';
import { badRequest, conflict, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';

export const PERIOD_MSG = { notActive: 'Only active service periods create jobs' } as const;

const customerById = (db: Orm, id: number) => db.select().from(customers).where(eq(customers.id, id)).get();
const periodById = (db: Orm, id: number) => db.select().from(servicePeriods).where(eq(servicePeriods.id, id)).get();

/** '' from the form means "no end date". */
const endOrNull = (end: string | null | undefined) => (end ? end : null);

/** Mounted at /api/service-periods. A period's change, removal and job generation (docs/architecture.md §5.2). */
export function servicePeriodsRoutes() {
  const app = new Hono<AppEnv>();

  app.patch('/:id', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, servicePeriodPatchSchema);
    const today = todayIn(c.get('config').businessTz);
    const result = c.get('store').write((db): ServicePeriodWritten => {
      const before = periodById(db, id);
      if (!before) throw notFound();
      const changes: Partial<typeof servicePeriods.$inferInsert> = {};
      if (body.startDate !== undefined) changes.startDate = body.startDate;
      if (body.endDate !== undefined) changes.endDate = endOrNull(body.endDate);
      if (body.status !== undefined) changes.status = body.status;
      if (body.notes !== undefined) changes.notes = body.notes;
      const merged = { ...before, ...changes };
      if (merged.endDate && merged.endDate < merged.startDate) throw badRequest(OPS_MSG.endBeforeStart);
      const period =
        Object.keys(changes).length > 0
          ? (db.update(servicePeriods).set(changes).where(eq(servicePeriods.id, id)).returning().get() ?? merged)
          : before;
      const customer = customerById(db, period.customerId);
      if (!customer) throw notFound();
      // Filling again is idempotent: only dates without a job get one.
      return { ...period, ...fillPeriodWindow(db, customer, period, today) };
    });
    return c.json(result);
  });

  app.delete('/:id', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    c.get('store').write((db) => {
      // Its jobs (and their tasks and assignments) go with it through ON DELETE CASCADE.
      const gone = db
        .delete(servicePeriods)
        .where(eq(servicePeriods.id, id))
        .returning({ id: servicePeriods.id })
        .get();
      if (!gone) throw notFound();
    });
    return c.body(null, 204);
  });

  app.post('/:id/generate-jobs', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, generateJobsSchema);
    const range = checkRange(body.startDate, body.endDate, MAX_GENERATION_DAYS);
    const result = c.get('store').write((db): JobsGenerated => {
      const period = periodById(db, id);
      if (!period) throw notFound();
      if (period.status !== 'active') throw conflict(PERIOD_MSG.notActive);
      const customer = customerById(db, period.customerId);
      if (!customer) throw notFound();
      return generateJobs(db, customer, range, period.id);
    });
    return c.json(result);
  });

  return app;
}
