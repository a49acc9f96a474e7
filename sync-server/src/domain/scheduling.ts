import {
  addDays,
  type CalendarShift,
  type Customer,
  datesOnWeekday,
  daysBetween,
  type Job,
  jobs,
  mondayOf,
  OPEN_PERIOD_WEEKS_AHEAD,
  onOrAfter,
  onOrBefore,
  shiftedDate,
  tasks,
  type Weekday,
  weekdayIndex,
} from '@bin-valet/schema';
import { and, eq, gte } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { delaysBetween, regularDatesTaken, regularOf } from './calendar-moves';
import { skipHeldNewJobs } from './customer-skips';

/** The customer's three service days (docs/architecture.md §5.1). */
export type ServiceDays = Pick<Customer, 'binsToCurbDay' | 'collectionDay' | 'binsToResidenceDay'>;

/**
 * A job's two task dates: bins to curb on the latest curb weekday ≤ collection date, bins back on the
 * earliest residence weekday ≥ collection date (docs/architecture.md §5.1).
 */
export function taskDatesFor(collectionDate: string, days: ServiceDays) {
  return {
    takeToCurb: onOrBefore(collectionDate, days.binsToCurbDay as Weekday),
    returnToHouse: onOrAfter(collectionDate, days.binsToResidenceDay as Weekday),
  };
}

/** A job placed off its regular date: the whole job, both tasks, moves by `days`. */
export interface JobShift {
  days: number;
  delayReason: string | null;
  /** The part of `days` declared delays account for. */
  delayDays: number;
}

/**
 * Inserts one job with both tasks; the caller runs it inside `store.write`. `regularDate` is the date
 * given; a shift (holiday week, declared delay) puts the job and its tasks that many days later.
 */
export function insertJobWithTasks(
  db: Orm,
  customer: Pick<Customer, 'id'> & ServiceDays,
  regularDate: string,
  servicePeriodId: number | null = null,
  notes: string | null = null,
  shift: JobShift = { days: 0, delayReason: null, delayDays: 0 },
) {
  const job = db
    .insert(jobs)
    .values({
      customerId: customer.id,
      collectionDate: addDays(regularDate, shift.days),
      regularDate,
      delayReason: shift.delayReason,
      delayDays: shift.delayDays,
      servicePeriodId,
      notes,
    })
    .returning()
    .get();
  const dates = taskDatesFor(regularDate, customer);
  const created = db
    .insert(tasks)
    .values([
      { jobId: job.id, taskType: 'take_to_curb', scheduledDate: addDays(dates.takeToCurb, shift.days) },
      { jobId: job.id, taskType: 'return_to_house', scheduledDate: addDays(dates.returnToHouse, shift.days) },
    ])
    .returning()
    .all();
  return { job, tasks: created };
}

/**
 * One job per collection weekday in [start, end], skipping regular dates the customer already has a
 * job for, so running it twice creates nothing the second time (docs/architecture.md §5.2). Each lands on the date
 * the city's calendar moves it to (holiday week, declared delays).
 */
export function generateJobs(
  db: Orm,
  customer: Pick<Customer, 'id'> & ServiceDays,
  range: { startDate: string; endDate: string },
  servicePeriodId: number | null = null,
  collectionDay: Weekday = customer.collectionDay as Weekday,
) {
  const dates = datesOnWeekday(range.startDate, range.endDate, collectionDay);
  if (dates.length === 0) return { jobsCreated: 0, tasksCreated: 0 };
  const delays = delaysBetween(db, range.startDate, range.endDate);
  const placed = dates.map((date) => ({ date, shift: shiftedDate(date, delays) }));
  const taken = regularDatesTaken(
    db,
    customer.id,
    dates,
    placed.map((p) => p.shift.date),
  );
  const created: Job[] = [];
  for (const { date, shift } of placed) {
    if (taken.regular.has(date) || taken.collection.has(shift.date)) continue;
    const { job } = insertJobWithTasks(db, customer, date, servicePeriodId, null, {
      days: shift.shiftDays,
      delayReason: shift.delayReason,
      delayDays: shift.delayDays,
    });
    taken.collection.add(shift.date);
    created.push(job);
  }
  // A vacation hold skips the jobs generated after it was set too.
  skipHeldNewJobs(db, customer.id, created);
  return { jobsCreated: created.length, tasksCreated: created.length * 2 };
}

/** The same weekday position in the Monday-start week of `date`. */
export const sameWeekOn = (date: string, day: Weekday) => addDays(mondayOf(date), weekdayIndex(day));

/**
 * A service-day change with updateJobs (docs/architecture.md §5.3): every scheduled job from today on moves to the
 * new collection weekday in its own Monday-start week (its regular date moves there, and the city's
 * calendar places it again), and its scheduled tasks follow the new days. A job whose new date another
 * of the customer's jobs still holds waits for that job to move first (a later pass), so the order the
 * rows come in does not matter; one still blocked keeps its date, its tasks placed by the new days.
 */
export function moveScheduledJobs(db: Orm, customer: Pick<Customer, 'id'> & ServiceDays, today: string) {
  const upcoming = db
    .select()
    .from(jobs)
    .where(and(eq(jobs.customerId, customer.id), eq(jobs.status, 'scheduled'), gte(jobs.collectionDate, today)))
    .all();
  const taken = new Set(
    db
      .select({ d: jobs.collectionDate })
      .from(jobs)
      .where(eq(jobs.customerId, customer.id))
      .all()
      .map((r) => r.d),
  );
  const regulars = upcoming.map(regularOf).sort();
  const delays: CalendarShift[] = regulars.length
    ? delaysBetween(db, addDays(regulars[0], -7), addDays(regulars[regulars.length - 1], 7))
    : [];
  let moved = 0;
  let pending = upcoming.map((job) => {
    const regular = sameWeekOn(regularOf(job), customer.collectionDay as Weekday);
    return { job, regular, placed: shiftedDate(regular, delays) };
  });
  for (let pass = 0; pending.length; pass++) {
    const blocked = pending.filter((p) => p.placed.date !== p.job.collectionDate && taken.has(p.placed.date));
    const free = pending.filter((p) => !blocked.includes(p));
    for (const p of free) {
      if (p.placed.date !== p.job.collectionDate) {
        taken.delete(p.job.collectionDate);
        taken.add(p.placed.date);
        moved++;
      }
      placeOnNewDays(db, customer, p.job, p.regular, p.placed);
    }
    if (free.length === 0 || pass >= 3) {
      // Left where it is: same regular date and date, but its tasks follow the customer's new days.
      for (const { job } of blocked) {
        const regular = regularOf(job);
        placeOnNewDays(db, customer, job, regular, {
          date: job.collectionDate,
          shiftDays: daysBetween(regular, job.collectionDate),
          delayReason: job.delayReason,
          delayDays: job.delayDays,
        });
      }
      break;
    }
    pending = blocked;
  }
  return { jobsMoved: moved };
}

type Placed = { date: string; shiftDays: number; delayReason: string | null; delayDays: number };

/** Writes a job's new place and puts its scheduled tasks on the customer's days around its regular date. */
function placeOnNewDays(db: Orm, customer: ServiceDays, job: Job, regular: string, placed: Placed) {
  if (
    placed.date !== job.collectionDate ||
    regular !== job.regularDate ||
    placed.delayReason !== job.delayReason ||
    placed.delayDays !== job.delayDays
  )
    db.update(jobs)
      .set({
        collectionDate: placed.date,
        regularDate: regular,
        delayReason: placed.delayReason,
        delayDays: placed.delayDays,
      })
      .where(eq(jobs.id, job.id))
      .run();
  const dates = taskDatesFor(regular, customer);
  db.update(tasks)
    .set({ scheduledDate: addDays(dates.takeToCurb, placed.shiftDays) })
    .where(and(eq(tasks.jobId, job.id), eq(tasks.taskType, 'take_to_curb'), eq(tasks.status, 'scheduled')))
    .run();
  db.update(tasks)
    .set({ scheduledDate: addDays(dates.returnToHouse, placed.shiftDays) })
    .where(and(eq(tasks.jobId, job.id), eq(tasks.taskType, 'return_to_house'), eq(tasks.status, 'scheduled')))
    .run();
}

/**
 * Jobs an active service period should have now (docs/architecture.md §5.2): from the later of its start and today,
 * to its end, or 8 weeks ahead when open-ended (topped up daily). Other statuses create none.
 */
export function fillServicePeriod(
  db: Orm,
  customer: Pick<Customer, 'id'> & ServiceDays,
  period: { id: number; startDate: string; endDate: string | null; status: string },
  today: string,
) {
  if (period.status !== 'active') return { jobsCreated: 0, tasksCreated: 0 };
  const startDate = period.startDate > today ? period.startDate : today;
  const horizon = addDays(today, OPEN_PERIOD_WEEKS_AHEAD * 7);
  const endDate = period.endDate ?? horizon;
  if (endDate < startDate) return { jobsCreated: 0, tasksCreated: 0 };
  return generateJobs(db, customer, { startDate, endDate }, period.id);
}
