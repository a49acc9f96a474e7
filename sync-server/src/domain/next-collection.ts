import {
  type CollectionStory,
  customers,
  isComingCollection,
  jobs,
  nextCollectionStory,
  tasks,
} from '@bin-valet/schema';
import { and, eq, gte, inArray, min } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/** The customer's next collection as the tracking page, the texts and the office tell it (schema's one story). */
export function customerNextCollection(db: Orm, customerId: number, today: string): CollectionStory | null {
  const customer = db.select().from(customers).where(eq(customers.id, customerId)).get();
  const rows = db
    .select()
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.status, 'scheduled'), gte(jobs.collectionDate, today)))
    .all();
  if (!rows.length) return null;
  const taskRows = storyTasksOf(
    db,
    rows.map((j) => j.id),
  );
  return nextCollectionStory(rows, taskRows, today, customer);
}

const storyTasksOf = (db: Orm, jobIds: number[]) =>
  jobIds.length
    ? db
        .select({
          jobId: tasks.jobId,
          taskType: tasks.taskType,
          scheduledDate: tasks.scheduledDate,
          status: tasks.status,
        })
        .from(tasks)
        .where(inArray(tasks.jobId, jobIds))
        .all()
    : [];

/**
 * Every customer's next collection date, by the same rule (a missed or finished one is never next): the
 * earliest scheduled job of each in one query, and the rare customer whose earliest one is over asked again.
 */
export function nextCollectionDates(db: Orm, today: string): Map<number, string> {
  // SQLite gives the bare `id` of the row holding the min().
  const firsts = db
    .select({ customerId: jobs.customerId, id: jobs.id, collectionDate: min(jobs.collectionDate) })
    .from(jobs)
    .where(and(eq(jobs.status, 'scheduled'), gte(jobs.collectionDate, today)))
    .groupBy(jobs.customerId)
    .all();
  const taskRows = storyTasksOf(
    db,
    firsts.map((f) => f.id),
  );
  const out = new Map<number, string>();
  for (const f of firsts) {
    if (!f.collectionDate) continue;
    const job = {
      id: f.id,
      collectionDate: f.collectionDate,
      regularDate: null,
      status: 'scheduled',
      delayReason: null,
    };
    const date = isComingCollection(job, taskRows)
      ? f.collectionDate
      : customerNextCollection(db, f.customerId, today)?.collectionDate;
    if (date) out.set(f.customerId, date);
  }
  return out;
}
