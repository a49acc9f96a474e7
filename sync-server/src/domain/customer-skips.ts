import {
  type CustomerHold,
  customerHolds,
  customerSkips,
  type Job,
  jobs,
  type SelfServiceCollection,
  SKIPPED_BY_CUSTOMER,
  tasks,
} from '@bin-valet/schema';
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { changesCloseAt } from './cut-off';
import { addTaskNote, readTaskCauses, type TaskWriter, writeTaskStatus } from './task-writes';

/**
 * Skipping a job cancels it and both tasks through the task writer (so phones drop the stops on their
 * next pull); undoing puts them back. A customer_skips row marks the cancellations as the customer's,
 * so an undo never revives a job the office cancelled.
 */

/** The customer's change passes the office's transition rules; the cut-off is checked by the caller. */
export const customerWriter = (db: Orm, w: Omit<TaskWriter, 'db' | 'role'>): TaskWriter => ({
  ...w,
  db,
  role: 'customer_service',
});

const tasksOf = (db: Orm, jobId: number) =>
  db.select().from(tasks).where(eq(tasks.jobId, jobId)).orderBy(asc(tasks.id)).all();

/** The bins-out day of a job: its curb task's date (the collection date if it has none). */
export function binsOutDate(db: Orm, job: Pick<Job, 'id' | 'collectionDate'>): string {
  const curb = tasksOf(db, job.id).find((t) => t.taskType === 'take_to_curb');
  return curb?.scheduledDate ?? job.collectionDate;
}

export const skipOf = (db: Orm, jobId: number) =>
  db.select().from(customerSkips).where(eq(customerSkips.jobId, jobId)).get();

/** A scheduled job with every task still scheduled: nothing has happened to it yet. */
export function untouched(db: Orm, job: Job): boolean {
  return job.status === 'scheduled' && tasksOf(db, job.id).every((t) => t.status === 'scheduled');
}

export function skipJob(w: TaskWriter, job: Job, holdId: number | null = null) {
  const causes = readTaskCauses(
    w.db,
    tasksOf(w.db, job.id).map((t) => t.id),
  );
  for (const task of causes.values()) {
    const written = writeTaskStatus(w, task, { status: 'cancelled' });
    if (!written.ok) throw new Error(`skip refused by the task writer: ${written.reason}`);
  }
  for (const task of tasksOf(w.db, job.id)) addTaskNote(w, task, SKIPPED_BY_CUSTOMER);
  w.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, job.id)).run();
  w.db.insert(customerSkips).values({ customerId: job.customerId, jobId: job.id, holdId }).run();
}

const withoutSkipNote = (notes: string | null) => {
  const lines = (notes ?? '').split('\n').filter((l) => l !== SKIPPED_BY_CUSTOMER);
  return lines.length > 0 && lines.some((l) => l !== '') ? lines.join('\n') : null;
};

export function unskipJob(w: TaskWriter, job: Job) {
  const causes = readTaskCauses(
    w.db,
    tasksOf(w.db, job.id).map((t) => t.id),
  );
  for (const task of causes.values()) {
    const written = writeTaskStatus(w, task, { status: 'scheduled' });
    if (!written.ok) throw new Error(`undo refused by the task writer: ${written.reason}`);
  }
  // The reason went with the skip; the crew's own notes stay.
  for (const task of tasksOf(w.db, job.id)) {
    w.db
      .update(tasks)
      .set({ notes: withoutSkipNote(task.notes) })
      .where(eq(tasks.id, task.id))
      .run();
  }
  w.db.update(jobs).set({ status: 'scheduled' }).where(eq(jobs.id, job.id)).run();
  w.db.delete(customerSkips).where(eq(customerSkips.jobId, job.id)).run();
}

/** Holds in force for any day of [from, to]. */
export function holdsBetween(db: Orm, customerId: number, from: string, to: string): CustomerHold[] {
  return db
    .select()
    .from(customerHolds)
    .where(
      and(
        eq(customerHolds.customerId, customerId),
        isNull(customerHolds.endedAt),
        lte(customerHolds.startDate, to),
        gte(customerHolds.endDate, from),
      ),
    )
    .all();
}

export const holdOn = (holds: readonly CustomerHold[], date: string) =>
  holds.find((h) => h.startDate <= date && date <= h.endDate);

/**
 * Jobs just generated inside a hold are born skipped: their tasks go in as cancelled, with the same
 * reason and record a skip leaves, so ending the hold brings them back like the others.
 */
export function skipHeldNewJobs(db: Orm, customerId: number, created: readonly Job[]) {
  if (created.length === 0) return;
  const dates = created.map((j) => j.collectionDate).sort();
  const holds = holdsBetween(db, customerId, dates[0], dates[dates.length - 1]);
  if (holds.length === 0) return;
  for (const job of created) {
    const hold = holdOn(holds, job.collectionDate);
    if (!hold) continue;
    db.update(tasks).set({ status: 'cancelled', notes: SKIPPED_BY_CUSTOMER }).where(eq(tasks.jobId, job.id)).run();
    db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, job.id)).run();
    db.insert(customerSkips).values({ customerId, jobId: job.id, holdId: hold.id }).run();
  }
}

/** Upcoming jobs (scheduled, or skipped by the customer) from `today` on, with their cut-offs. */
export function selfServiceCollections(
  db: Orm,
  customerId: number,
  today: string,
  timeZone: string,
  now: Date,
  publicHoldId: (id: number) => string,
): SelfServiceCollection[] {
  const rows = db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.customerId, customerId),
        gte(jobs.collectionDate, today),
        inArray(jobs.status, ['scheduled', 'cancelled']),
      ),
    )
    .orderBy(asc(jobs.collectionDate))
    .all();
  const skips = new Map(
    db
      .select()
      .from(customerSkips)
      .where(eq(customerSkips.customerId, customerId))
      .all()
      .map((s) => [s.jobId, s]),
  );
  return rows.flatMap((job) => {
    const skip = skips.get(job.id);
    // A job the office cancelled is the office's business, not a collection the customer can change.
    if (job.status === 'cancelled' && !skip) return [];
    const out = binsOutDate(db, job);
    const close = changesCloseAt(out, timeZone);
    return [
      {
        collectionDate: job.collectionDate,
        binsOutDate: out,
        skipped: !!skip,
        holdId: skip?.holdId ? publicHoldId(skip.holdId) : null,
        changesCloseAt: close.toISOString(),
        open: now.getTime() < close.getTime(),
      },
    ];
  });
}
