import { missedCurbFollowUp, taskEditChanges, tasks } from '@bin-valet/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/connection';

export { BINS_NOT_OUT_NOTE } from '@bin-valet/schema';

/**
 * The missed-curb rule (schema's `missedCurbFollowUp`, the one the phone applies offline too): the
 * task writer calls this right after it marks `missed` a task it has read, so the type is known and a
 * bins-back miss costs no query. Returns the cancelled bins-back task's id, if any.
 */
export function cancelReturnAfterMissedCurb(db: Orm, missed: { id: number; taskType: string }): number | null {
  const edit = missedCurbFollowUp(missed, 'missed');
  if (!edit) return null;
  const curb = db.select({ jobId: tasks.jobId }).from(tasks).where(eq(tasks.id, missed.id)).get();
  if (!curb) return null;
  const back = db
    .select({ id: tasks.id, status: tasks.status, notes: tasks.notes })
    .from(tasks)
    .where(and(eq(tasks.jobId, curb.jobId), eq(tasks.taskType, 'return_to_house'), eq(tasks.status, 'scheduled')))
    .get();
  const changes = back && taskEditChanges('system', back, edit);
  if (!back || !changes) return null;
  db.update(tasks).set(changes).where(eq(tasks.id, back.id)).run();
  return back.id;
}
