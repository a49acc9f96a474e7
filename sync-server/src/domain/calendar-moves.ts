import {
  addDays,
  applyDelays,
  baseDateOf,
  type CalendarShift,
  cityDate,
  daysBetween,
  holidayShiftsBetween,
  type Job,
  jobs,
  serviceChanges,
  tasks,
} from '@bin-valet/schema';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/** The date a job has without any move; jobs older than the calendar have none and use their collection date. */
export const regularOf = (job: Pick<Job, 'regularDate' | 'collectionDate'>) => job.regularDate ?? job.collectionDate;

/** Declared delays whose range overlaps [from, to], in the order declared (the order they apply in). */
export function delaysBetween(db: Orm, from: string, to: string): CalendarShift[] {
  return db
    .select({
      name: serviceChanges.name,
      startDate: serviceChanges.startDate,
      endDate: serviceChanges.endDate,
      shiftDays: serviceChanges.shiftDays,
    })
    .from(serviceChanges)
    .where(and(lte(serviceChanges.startDate, to), gte(serviceChanges.endDate, from)))
    .orderBy(asc(serviceChanges.id))
    .all();
}

/** Scheduled tasks of a job move by `days`; completed, missed and cancelled ones stay where they were. */
export function shiftScheduledTasks(db: Orm, jobId: number, days: number) {
  if (days === 0) return;
  db.update(tasks)
    .set({ scheduledDate: sql`date(${tasks.scheduledDate}, ${`${days >= 0 ? '+' : ''}${days} days`})` })
    .where(and(eq(tasks.jobId, jobId), eq(tasks.status, 'scheduled')))
    .run();
}

/** How far, in days, a job's date can be from the range of a delay that moves it (chained moves included). */
const REACH_DAYS = 14;

/**
 * Puts each still-scheduled job where the declared delays put its date before any delay (holiday week
 * included, or the date the office set), its scheduled tasks moved by the same number of days. A pure
 * function of that date and the delays, so running it again moves nothing and removing a delay undoes
 * exactly what it did. A job whose target the customer already has a job on waits for that job to move
 * first (a second pass), and stays where it is if it does not.
 */
export function reshiftJobs(db: Orm, rows: Job[], delays: readonly CalendarShift[]): number {
  let moved = 0;
  let pending = rows.filter((j) => j.status === 'scheduled');
  for (let pass = 0; pass < 3 && pending.length; pass++) {
    const blocked: Job[] = [];
    for (const job of pending) {
      const result = placeJob(db, job, applyDelays(baseDateOf(job), delays));
      if (result === 'moved') moved++;
      else if (result === 'blocked') blocked.push(job);
    }
    if (blocked.length === pending.length) break;
    pending = blocked;
  }
  return moved;
}

type Placement = { date: string; delayDays: number; delayReason: string | null; regularDate?: string };

function placeJob(db: Orm, job: Job, target: Placement): 'moved' | 'stayed' | 'blocked' {
  const stamp = {
    regularDate: target.regularDate ?? regularOf(job),
    delayReason: target.delayReason,
    delayDays: target.delayDays,
  };
  if (target.date === job.collectionDate) {
    if (
      job.regularDate !== stamp.regularDate ||
      job.delayReason !== stamp.delayReason ||
      job.delayDays !== stamp.delayDays
    )
      db.update(jobs).set(stamp).where(eq(jobs.id, job.id)).run();
    return 'stayed';
  }
  const taken = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.customerId, job.customerId), eq(jobs.collectionDate, target.date)))
    .get();
  if (taken) return 'blocked';
  db.update(jobs)
    .set({ ...stamp, collectionDate: target.date })
    .where(eq(jobs.id, job.id))
    .run();
  shiftScheduledTasks(db, job.id, daysBetween(job.collectionDate, target.date));
  return 'moved';
}

/** Still-scheduled jobs collected in [from, to]. */
export function scheduledJobsCollectedIn(db: Orm, from: string, to: string): Job[] {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, 'scheduled'), gte(jobs.collectionDate, from), lte(jobs.collectionDate, to)))
    .all();
}

/** The still-scheduled jobs a delay over [from, to] may move, or may have moved. */
export const jobsNearDelay = (db: Orm, from: string, to: string) =>
  scheduledJobsCollectedIn(db, addDays(from, -REACH_DAYS), addDays(to, REACH_DAYS));

/** Re-places the scheduled jobs around [from, to] after a delay there was declared or removed. */
export function reshiftRange(db: Orm, from: string, to: string): number {
  const rows = jobsNearDelay(db, from, to);
  return reshiftJobs(db, rows, delaysBetween(db, addDays(from, -2 * REACH_DAYS), addDays(to, 2 * REACH_DAYS)));
}

/** How far ahead the upgrade looks for jobs written before the calendar (generation covers at most a year). */
const UPGRADE_YEARS = 6;

/**
 * Jobs written before the calendar existed (no regular date) in a holiday week are moved once: the
 * move stamps their regular date, so the next run finds nothing to do.
 */
export function upgradeHolidayMoves(db: Orm, today: string): number {
  const weeks = holidayShiftsBetween(addDays(today, -366), addDays(today, UPGRADE_YEARS * 366));
  let moved = 0;
  for (const week of weeks) {
    const rows = db
      .select()
      .from(jobs)
      .where(
        and(
          isNull(jobs.regularDate),
          eq(jobs.status, 'scheduled'),
          gte(jobs.collectionDate, week.startDate),
          lte(jobs.collectionDate, week.endDate),
        ),
      )
      .all();
    const delays = delaysBetween(db, addDays(week.startDate, -REACH_DAYS), addDays(week.endDate, REACH_DAYS));
    for (const job of rows) {
      const placed = cityDate(job.collectionDate, delays);
      const target = { date: placed.collectionDate, delayDays: placed.delayDays, delayReason: placed.delayReason };
      if (placeJob(db, job, { ...target, regularDate: job.collectionDate }) === 'moved') moved++;
      else db.update(jobs).set({ regularDate: job.collectionDate }).where(eq(jobs.id, job.id)).run();
    }
  }
  return moved;
}

/** Existing jobs of these regular dates for a customer (idempotent generation). */
export function regularDatesTaken(db: Orm, customerId: number, regular: string[], targets: string[]) {
  const rows = db
    .select({ regularDate: jobs.regularDate, collectionDate: jobs.collectionDate })
    .from(jobs)
    .where(
      and(
        eq(jobs.customerId, customerId),
        or(inArray(jobs.regularDate, regular), inArray(jobs.collectionDate, [...regular, ...targets])),
      ),
    )
    .all();
  return {
    regular: new Set(rows.map(regularOf)),
    collection: new Set(rows.map((r) => r.collectionDate)),
  };
}

/**
 * Jobs a delay moved before jobs recorded how many days delays moved them: their date before any delay
 * is their regular date plus its holiday move. Stamped once; the next run finds none.
 */
export function upgradeDelayDays(db: Orm): number {
  const rows = db
    .select()
    .from(jobs)
    .where(and(isNotNull(jobs.delayReason), isNotNull(jobs.regularDate), eq(jobs.delayDays, 0)))
    .all();
  for (const job of rows) {
    const base = cityDate(regularOf(job)).baseDate;
    const delayDays = daysBetween(base, job.collectionDate);
    if (delayDays !== 0) db.update(jobs).set({ delayDays }).where(eq(jobs.id, job.id)).run();
  }
  return rows.length;
}
