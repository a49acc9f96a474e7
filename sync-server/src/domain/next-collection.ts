import { type CollectionStory, customers, jobs, nextCollectionStory, tasks } from '@bin-valet/schema';
import { and, eq, gte, inArray } from 'drizzle-orm';
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
  const taskRows = db
    .select({
      jobId: tasks.jobId,
      taskType: tasks.taskType,
      scheduledDate: tasks.scheduledDate,
      status: tasks.status,
    })
    .from(tasks)
    .where(
      inArray(
        tasks.jobId,
        rows.map((j) => j.id),
      ),
    )
    .all();
  return nextCollectionStory(rows, taskRows, today, customer);
}
