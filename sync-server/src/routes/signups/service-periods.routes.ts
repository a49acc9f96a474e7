import { type ServicePeriodWritten, servicePeriodCreateSchema, servicePeriods, todayIn } from '@bin-valet/schema';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole, STAFF } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { fillPeriodWindow } from '../../domain/top-up';
import { notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { queueSignupConfirmation } from '../../messages/causes';

/** '' from the form means "no end date". */
const endOrNull = (end: string | null | undefined) => (end ? end : null);

/** Mounted at /api/signups. A customer's service periods: list, and add one (docs/architecture.md §5.2). */
export function signupServicePeriodsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:id/service-periods', requireRole(...STAFF), (c) => {
    const id = idParam(c);
    const db = c.get('store').orm;
    if (!findCustomer(db, id)) throw notFound();
    const rows = db
      .select()
      .from(servicePeriods)
      .where(eq(servicePeriods.customerId, id))
      .orderBy(asc(servicePeriods.startDate), asc(servicePeriods.id))
      .all();
    return c.json(rows);
  });

  app.post('/:id/service-periods', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, servicePeriodCreateSchema);
    const today = todayIn(c.get('config').businessTz);
    const result = c.get('store').write((db): ServicePeriodWritten => {
      const customer = findCustomer(db, id);
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

  return app;
}
