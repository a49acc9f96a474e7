import { OPS_MSG, type Task, taskNoteRefusal, taskPatchSchema, tasks, taskTransitionRefusal } from '@bin-valet/schema';
import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { hasRole, OFFICE, requireRole, STAFF } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { binsOrderOk } from '../../domain/task-rules';
import {
  addTaskNote,
  correctCompletionTime,
  readTaskCause,
  type WriteOutcome,
  writeTaskStatus,
} from '../../domain/task-writes';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';

export const TASK_MSG = {
  crewDate: 'Crew cannot change the date of a task',
  crewCompletedAt: 'Crew can only set the completion time when completing a task',
} as const;

/** The job's other task (curb ↔ residence), for the bins-order rule. */
const siblingOf = (db: Orm, task: Task) =>
  db
    .select()
    .from(tasks)
    .where(and(eq(tasks.jobId, task.jobId), ne(tasks.id, task.id), ne(tasks.taskType, task.taskType)))
    .get();

/** Bins go back no earlier than they went out, whichever of the two tasks moves (docs/architecture.md §5.3). */
function checkBinsOrder(db: Orm, task: Task, newDate: string) {
  const other = siblingOf(db, task);
  if (!other) return;
  const ok =
    task.taskType === 'return_to_house'
      ? binsOrderOk(other.scheduledDate, newDate)
      : binsOrderOk(newDate, other.scheduledDate);
  if (!ok) throw conflict(OPS_MSG.binsOrder);
}

/** Mounted at /api/tasks. A task's status/date change (docs/architecture.md §6). */
export function tasksRoutes() {
  const app = new Hono<AppEnv>();

  app.patch('/:id', requireRole(...STAFF), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, taskPatchSchema);
    const user = c.get('user');
    const office = hasRole(user, OFFICE);
    const updated = c.get('store').write((db) => {
      const task = db.select().from(tasks).where(eq(tasks.id, id)).get();
      if (!task) throw notFound();
      if (!office) refuseCrewChange(task, body);
      const writer = { db, role: user.role, messaging: c.get('config'), now: new Date() };
      const changes: Partial<typeof tasks.$inferInsert> = {};
      if (office && body.notes !== undefined) changes.notes = body.notes;
      if (body.scheduledDate !== undefined && body.scheduledDate !== task.scheduledDate) {
        checkBinsOrder(db, task, body.scheduledDate);
        changes.scheduledDate = body.scheduledDate;
      }
      if (Object.keys(changes).length > 0) db.update(tasks).set(changes).where(eq(tasks.id, id)).run();
      // Crew notes reach the customer's tracking page's neighbours: they add a line, never replace the office's.
      if (!office && body.notes?.trim()) answer(addTaskNote(writer, task, body.notes));
      const cause = readTaskCause(db, id);
      if (!cause) throw notFound();
      if (body.status !== undefined && body.status !== task.status) {
        answer(writeTaskStatus(writer, cause, { status: body.status, completedAt: body.completedAt }));
      } else if (task.status === 'completed' && body.completedAt) {
        // An explicit time corrects a completion, within the same window as a tap.
        answer(correctCompletionTime(writer, cause, body.completedAt));
      }
      return db.select().from(tasks).where(eq(tasks.id, id)).get() ?? task;
    });
    return c.json(updated);
  });

  return app;
}

/** A refused write is the request's answer: the office's rules 403, a stop not due yet 409. */
function answer(outcome: WriteOutcome) {
  if (outcome.ok) return;
  if (outcome.kind === 'tooLong') throw badRequest(outcome.reason);
  throw outcome.kind === 'notDue' || outcome.kind === 'tooMany' ? conflict(outcome.reason) : forbidden(outcome.reason);
}

/**
 * Crew may only complete or miss a task (the status rules are the task writer's) and add notes; the
 * date and any other move belong to the office. A completed or cancelled task is history: crew change
 * nothing on it, and only a completion carries a completion time.
 */
function refuseCrewChange(task: Task, body: v.InferOutput<typeof taskPatchSchema>) {
  if (body.scheduledDate !== undefined && body.scheduledDate !== task.scheduledDate) throw forbidden(TASK_MSG.crewDate);
  const transition = body.status && taskTransitionRefusal('crew', task.status, body.status);
  if (transition) throw forbidden(transition);
  const closed = taskNoteRefusal('crew', task.status);
  if (closed && (body.notes !== undefined || body.completedAt !== undefined)) throw forbidden(closed);
  const completing = task.status === 'scheduled' && body.status === 'completed';
  if (body.completedAt !== undefined && !completing) throw forbidden(TASK_MSG.crewCompletedAt);
}
