import { appendNote, tasks } from '@bin-valet/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/connection';

export const BINS_NOT_OUT_NOTE = 'Not needed: bins were not taken out';

/**
 * Bins that never went to the curb need no trip back: once a job's bins-to-curb task is missed, its
 * still-scheduled bins-back task is cancelled with a note saying why (the office can reopen it). Every
 * path that marks a task missed calls this after the write. Returns the cancelled task's id, if any.
 */
export function cancelReturnAfterMissedCurb(db: Orm, taskId: number): number | null {
  const curb = db
    .select({ jobId: tasks.jobId, taskType: tasks.taskType, status: tasks.status })
    .from(tasks)
    .where(eq(tasks.id, taskId))
    .get();
  if (curb?.taskType !== 'take_to_curb' || curb.status !== 'missed') return null;
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
