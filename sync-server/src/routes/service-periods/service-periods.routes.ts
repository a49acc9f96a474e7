import {
  customers,
  generateAllJobsSchema,
  generateJobsSchema,
  type JobsGenerated,
  OPS_MSG,
  type ServicePeriodWritten,
  servicePeriodCreateSchema,
  servicePeriodPatchSchema,
  servicePeriods,
  todayIn,
  type Weekday,
} from '@bin-valet/schema';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole, STAFF } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { generateJobs } from '../../domain/scheduling';
import { fillPeriodWindow, MAX_GENERATION_DAYS } from '../../domain/top-up';
import { badRequest, conflict, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { queueSignupConfirmation } from '../../messages/causes';
import { checkRange } from '../crew/date-range';

export const PERIOD_MSG = { notActive: 'Only active service periods create jobs' } as const;

const customerById = (db: Orm, id: number) => db.select().from(customers).where(eq(customers.id, id)).get();
const periodById = (db: Orm, id: number) => db.select().from(servicePeriods).where(eq(servicePeriods.id, id)).get();

/** '' from the form means "no end date". */
const endOrNull = (end: string | null | undefined) => (end ? end : null);

/** Mounted at /api. Service periods and the job generation calls (docs/architecture.md §5.2). */
export function servicePeriodsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/signups/:id/service-periods', requireRole(...STAFF), (c) => {
    const id = idParam(c);
    const db = c.get('store').orm;
    if (!customerById(db, id)) throw notFound();
    const rows = db
      .select()
      .from(servicePeriods)
      .where(eq(servicePeriods.customerId, id))
      .orderBy(asc(servicePeriods.startDate), asc(servicePeriods.id))
      .all();
    return c.json(rows);
  });

  app.post('/signups/:id/service-periods', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, servicePeriodCreateSchema);
    const today = todayIn(c.get('config').businessTz);
    const result = c.get('store').write((db): ServicePeriodWritten => {
      const customer = customerById(db, id);
      if (!customer) throw notFound();
      const period = db
        .insert(servicePeriods)
        .values({
          customerId: id,
          startDate: body.startDate,
          endDate: endOrNull(body.endDate),
          status: body.status,
          notes: body.notes ?? null,
        })
        .returning()
        .get();
      // An active period gets its jobs at once (docs/architecture.md §5.2); others create none.
      const written = { ...period, ...fillPeriodWindow(db, customer, period, today) };
      // A customer the office created without a schedule is confirmed once their first one exists.
      if (period.status === 'active')
        queueSignupConfirmation(db, c.get('config'), customer, new Date(), { onlyWithDate: true });
      return written;
    });
    return c.json(result, 201);
  });

  app.patch('/service-periods/:id', requireRole(...OFFICE), async (c) => {
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

  app.delete('/service-periods/:id', requireRole(...OFFICE), (c) => {
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

  app.post('/service-periods/:id/generate-jobs', requireRole(...OFFICE), async (c) => {
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

  app.post('/generate-all-jobs', requireRole(...OFFICE), async (c) => {
    const body = await readJson(c, generateAllJobsSchema);
    const range = checkRange(body.startDate, body.endDate, MAX_GENERATION_DAYS);
    const result = c.get('store').write((db): JobsGenerated => {
      const customer = customerById(db, body.customerId);
      if (!customer) throw notFound();
      const day = (body.collectionDay ?? customer.collectionDay) as Weekday;
      return generateJobs(db, customer, range, null, day);
    });
    return c.json(result);
  });

  return app;
}
