import {
  holidayShiftsBetween,
  MAX_TOTAL_SHIFT_DAYS,
  type ServiceChangeCreateInput,
  type ServiceChangeItem,
  type ServiceChangeResult,
  serviceChangeCreateSchema,
  serviceChanges,
  todayIn,
} from '@bin-valet/schema';
import { and, eq, gte, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { delaysBetween, jobsNearDelay, reshiftRange } from '../../domain/calendar-moves';
import { queryRange } from '../../http/date-range';
import { conflict, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { withScheduleChangeNotices } from '../../messages/causes';

/** Customers with a still-scheduled job near the range: those a change may move (only moved ones are told). */
const customersIn = (db: Orm, from: string, to: string) => jobsNearDelay(db, from, to).map((j) => j.customerId);

export const DELAY_MSG = {
  overlaps: (name: string, from: string, to: string) =>
    `This delay overlaps "${name}" (${from} to ${to}): change or remove that one instead`,
  tooFar: (holiday: string, days: number) =>
    `${holiday} week already moves collections ${days} ${days === 1 ? 'day' : 'days'}: with this delay a job would move more than ${MAX_TOTAL_SHIFT_DAYS} days (at most ${MAX_TOTAL_SHIFT_DAYS - days} more)`,
} as const;

/**
 * Delays never stack: one that overlaps another is refused, and with a holiday week's move a job
 * moves at most a week in all. Checked inside the write, so two offices clicking at once cannot both pass.
 */
function checkDelay(db: Orm, body: ServiceChangeCreateInput) {
  const [other] = delaysBetween(db, body.startDate, body.endDate);
  if (other) throw conflict(DELAY_MSG.overlaps(other.name, other.startDate, other.endDate));
  for (const holiday of holidayShiftsBetween(body.startDate, body.endDate)) {
    if (holiday.shiftDays + body.shiftDays > MAX_TOTAL_SHIFT_DAYS)
      throw conflict(DELAY_MSG.tooFar(holiday.name, holiday.shiftDays));
  }
}

/** The longest range the office screen lists at once (a year and a bit). */
export const SERVICE_CHANGES_LIST_MAX_DAYS = 400;

/**
 * Mounted at /api/service-changes. The city's calendar as the office sees it: built-in holiday weeks (computed, never
 * stored) and the delays it declares, each moving the still-scheduled jobs collected in its range.
 */
export function serviceChangesRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', requireRole(...OFFICE), (c) => {
    const range = queryRange(c, SERVICE_CHANGES_LIST_MAX_DAYS);
    const holidays: ServiceChangeItem[] = holidayShiftsBetween(range.startDate, range.endDate).map((h) => ({
      id: `holiday-${h.startDate}`,
      kind: 'holiday',
      ...h,
    }));
    const delays: ServiceChangeItem[] = c
      .get('store')
      .orm.select()
      .from(serviceChanges)
      .where(and(lte(serviceChanges.startDate, range.endDate), gte(serviceChanges.endDate, range.startDate)))
      .all()
      .map((d) => ({
        id: d.id,
        kind: 'delay',
        name: d.name,
        startDate: d.startDate,
        endDate: d.endDate,
        shiftDays: d.shiftDays,
      }));
    const items = [...holidays, ...delays].sort(
      (a, b) => a.startDate.localeCompare(b.startDate) || a.kind.localeCompare(b.kind),
    );
    return c.json(items);
  });

  app.post('/', requireRole(...OFFICE), async (c) => {
    const body = await readJson(c, serviceChangeCreateSchema);
    const createdBy = c.get('user').username;
    const config = c.get('config');
    const today = todayIn(config.businessTz);
    const result = c.get('store').write((db): ServiceChangeResult => {
      checkDelay(db, body);
      const row = db
        .insert(serviceChanges)
        .values({ ...body, createdBy })
        .returning()
        .get();
      // Every customer whose next collection moves is told, in the same transaction (once per change).
      const affected = customersIn(db, body.startDate, body.endDate);
      const jobsMoved = withScheduleChangeNotices(
        db,
        config,
        affected,
        today,
        { key: () => `delay:${row.id}`, reason: row.name },
        () => reshiftRange(db, body.startDate, body.endDate),
      );
      return { id: row.id, jobsMoved };
    });
    return c.json(result, 201);
  });

  app.delete('/:id', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const config = c.get('config');
    const today = todayIn(config.businessTz);
    const result = c.get('store').write((db): ServiceChangeResult => {
      const row = db.delete(serviceChanges).where(eq(serviceChanges.id, id)).returning().get();
      if (!row) throw notFound();
      const affected = customersIn(db, row.startDate, row.endDate);
      const jobsMoved = withScheduleChangeNotices(
        db,
        config,
        affected,
        today,
        { key: () => `delay-removed:${id}`, reason: `${row.name} called off` },
        () => reshiftRange(db, row.startDate, row.endDate),
      );
      return { id, jobsMoved };
    });
    return c.json(result);
  });

  return app;
}
