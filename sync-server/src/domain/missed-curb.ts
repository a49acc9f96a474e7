import { appendNote, tasks } from '@bin-valet/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/connection';

export const BINS_NOT_OUT_NOTE = 'Not needed: bins were not taken out';

/**
 * Bins that never went to the curb need no trip back: once a job's bins-to-curb task is missed, its
 * still-scheduled bins-back task is cancelled with a note saying why (the office can reopen it). The
 * task writer calls this right after it marks `missed` a task it has read, so the type is known and a
 * bins-back miss costs no query. Returns the cancelled task's id, if any.
 */
export function cancelReturnAfterMissedCurb(db: Orm, missed: { id: number; taskType: string }): number | null {
  if (missed.taskType !== 'take_to_curb') return null;
  const curb = db.select({ jobId: tasks.jobId }).from(tasks).where(eq(tasks.id, missed.id)).get();
  if (!curb) return null;
  const back = db
    .select({ id: tasks.id, notes: tasks.notes })
    .from(tasks)
    .where(and(eq(tasks.jobId, curb.jobId), eq(tasks.taskType, 'return_to_house'), eq(tasks.status, 'scheduled')))
    .get();
  if (!back) return null;
  db.update(tasks)
    .set({ status: 'cancelled', completedAt: null, notes: appendNote(back.notes, BINS_NOT_OUT_NOTE) })
    .where(eq(tasks.id, back.id))
    .run();
  return back.id;
}
