import {
  addDays,
  type CalendarShift,
  daysBetween,
  holidayShiftsBetween,
  type Job,
  jobs,
  serviceChanges,
  shiftedDate,
  tasks,
} from '@bin-valet/schema';
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/** The date a job has without any move; jobs older than the calendar have none and use their collection date. */
export const regularOf = (job: Pick<Job, 'regularDate' | 'collectionDate'>) => job.regularDate ?? job.collectionDate;

/** Declared delays whose range overlaps [from, to]. */
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

/**
 * Puts each still-scheduled job on the date its regular date calls for now (holiday week plus the
 * delays given), its scheduled tasks moved by the same number of days. A pure function of the regular
 * date, so running it again moves nothing. A job whose target the customer already has a job on
 * waits for that job to move first (a second pass), and stays where it is if it does not.
 */
export function reshiftJobs(db: Orm, rows: Job[], delays: readonly CalendarShift[]): number {
  let moved = 0;
  let pending = rows.filter((j) => j.status === 'scheduled');
  for (let pass = 0; pass < 3 && pending.length; pass++) {
    const blocked: Job[] = [];
    for (const job of pending) {
      const result = placeJob(db, job, delays);
      if (result === 'moved') moved++;
      else if (result === 'blocked') blocked.push(job);
    }
    if (blocked.length === pending.length) break;
    pending = blocked;
  }
  for (const job of pending) {
    if (job.regularDate === null)
      db.update(jobs).set({ regularDate: job.collectionDate }).where(eq(jobs.id, job.id)).run();
  }
  return moved;
}

function placeJob(db: Orm, job: Job, delays: readonly CalendarShift[]): 'moved' | 'stayed' | 'blocked' {
  const regular = regularOf(job);
  const target = shiftedDate(regular, delays);
  const stamp = { regularDate: regular, delayReason: target.delayReason };
  if (target.date === job.collectionDate) {
    if (job.regularDate !== regular || job.delayReason !== target.delayReason)
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

/** Jobs whose regular date lies in [from, to] (jobs from before the calendar by their collection date). */
export function jobsWithRegularDateIn(db: Orm, from: string, to: string): Job[] {
  return db
    .select()
    .from(jobs)
    .where(
      or(
        and(gte(jobs.regularDate, from), lte(jobs.regularDate, to)),
        and(isNull(jobs.regularDate), gte(jobs.collectionDate, from), lte(jobs.collectionDate, to)),
      ),
    )
    .all();
}

/** Re-places the scheduled jobs of regular dates [from, to] after a delay was declared or removed. */
export function reshiftRange(db: Orm, from: string, to: string): number {
  const rows = jobsWithRegularDateIn(db, from, to).filter((j) => j.status === 'scheduled');
  return reshiftJobs(db, rows, delaysBetween(db, from, to));
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
    if (rows.length) moved += reshiftJobs(db, rows, delaysBetween(db, week.startDate, week.endDate));
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
