import { addDays, holidayShiftFor, jobs } from '@bin-valet/schema';
import { and, eq, gte, isNotNull, lte, ne } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { customerNextCollection } from '../domain/next-collection';
import { queueScheduleChange } from './causes';
import type { MessagingDeps } from './outbox';

/** How many days ahead a customer hears that a holiday week moved their next collection. */
export const HOLIDAY_NOTICE_DAYS = 7;

/**
 * Customers whose next collection a holiday week moved hear it once, in the week before: the holiday's
 * name, the new date and when the bins go out. Run daily after the top-up; the cause key (the regular
 * date) keeps it to one message per customer per holiday.
 */
export function queueHolidayNotices(db: Orm, deps: MessagingDeps, today: string, now = new Date()): number {
  const moved = db
    .selectDistinct({ customerId: jobs.customerId })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'scheduled'),
        gte(jobs.collectionDate, today),
        lte(jobs.collectionDate, addDays(today, HOLIDAY_NOTICE_DAYS)),
        isNotNull(jobs.regularDate),
        ne(jobs.collectionDate, jobs.regularDate),
      ),
    )
    .all();
  let queued = 0;
  for (const { customerId } of moved) {
    const next = customerNextCollection(db, customerId, today);
    const holiday = next && holidayShiftFor(next.regularDate)?.name;
    if (!next || !holiday || !next.moveReason?.includes(holiday)) continue;
    const change = {
      customerId,
      changeKey: `holiday:${next.regularDate}`,
      previousCollection: next.regularDate,
      nextCollection: next.collectionDate,
      reason: next.moveReason,
      binsOutDate: next.binsOutDate,
    };
    if (queueScheduleChange(db, deps, change, now)) queued++;
  }
  return queued;
}
