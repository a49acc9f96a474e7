import {
  addDays,
  appendNote,
  jobIdsSchema,
  OPS_MSG,
  type Role,
  type Task,
  type TasksByJob,
  taskPatchSchema,
  tasks,
  todayIn,
} from '@bin-valet/schema';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { hasRole, OFFICE, requireRole, STAFF } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { cancelReturnAfterMissedCurb } from '../../domain/missed-curb';
import { binsOrderOk, taskTransitionRefusal } from '../../domain/task-rules';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { queueTaskMessage } from '../../messages/causes';

export const TASK_MSG = {
  crewDate: 'Crew cannot change the date of a task',
  crewCompletedAt: 'Crew can only set the completion time when completing a task',
  completedAtRange: 'The completion time must lie between the day before the task and now',
} as const;

/** A phone's clock may run a little ahead; more than this is not a real tap time. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

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

/** Mounted at /api. Tasks: bulk read by job ids, and the status/date change (docs/architecture.md §6). */
export function tasksRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/jobs/tasks/bulk', requireRole(...STAFF), async (c) => {
    const { jobIds } = await readJson(c, jobIdsSchema);
    const out: TasksByJob = {};
    for (const id of jobIds) out[String(id)] = [];
    if (jobIds.length === 0) return c.json(out);
    const rows = c
      .get('store')
      .orm.select()
      .from(tasks)
      .where(inArray(tasks.jobId, [...new Set(jobIds)]))
      .orderBy(asc(tasks.jobId), asc(tasks.scheduledDate), asc(tasks.id))
      .all();
    for (const row of rows) out[String(row.jobId)]?.push(row);
    return c.json(out);
  });

  app.patch('/tasks/:id', requireRole(...STAFF), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, taskPatchSchema);
    const user = c.get('user');
    const office = hasRole(user, OFFICE);
    const updated = c.get('store').write((db) => {
      const task = db.select().from(tasks).where(eq(tasks.id, id)).get();
      if (!task) throw notFound();
      if (!office) refuseCrewChange(user.role, task, body, c.get('config').businessTz);
      const changes: Partial<typeof tasks.$inferInsert> = {};
      // Crew notes reach the customer's tracking page's neighbours: they add a line, never replace the office's.
      if (office && body.notes !== undefined) changes.notes = body.notes;
      else if (!office && body.notes?.trim()) changes.notes = appendNote(task.notes, body.notes);
      if (body.scheduledDate !== undefined && body.scheduledDate !== task.scheduledDate) {
        checkBinsOrder(db, task, body.scheduledDate);
        changes.scheduledDate = body.scheduledDate;
      }
      const status = body.status ?? task.status;
      if (status === 'completed') {
        // Completing stamps the time (given, else now); an explicit time may also correct it later.
        if (body.completedAt) changes.completedAt = new Date(body.completedAt).toISOString();
        else if (task.status !== 'completed' || !task.completedAt) changes.completedAt = new Date().toISOString();
      } else if (task.completedAt !== null) {
        changes.completedAt = null;
      }
      if (body.status !== undefined && body.status !== task.status) changes.status = body.status;
      if (Object.keys(changes).length === 0) return task;
      const row = db.update(tasks).set(changes).where(eq(tasks.id, id)).returning().get() ?? task;
      if (changes.status) queueTaskMessage(db, c.get('config'), id);
      if (changes.status === 'missed') cancelReturnAfterMissedCurb(db, id);
      return row;
    });
    return c.json(updated);
  });

  return app;
}

/**
 * Crew may only complete or miss a scheduled task (and add notes); the date and any other move
 * belong to the office. A completed or cancelled task is history: crew change nothing on it, and a
 * completion time must be a plausible tap time (a phone that was offline keeps its own).
 */
function refuseCrewChange(role: Role, task: Task, body: v.InferOutput<typeof taskPatchSchema>, timeZone: string) {
  if (body.scheduledDate !== undefined && body.scheduledDate !== task.scheduledDate) throw forbidden(TASK_MSG.crewDate);
  if (body.status !== undefined) {
    const reason = taskTransitionRefusal(role, task.status, body.status);
    if (reason) throw forbidden(reason);
  }
  const closed = task.status === 'completed' || task.status === 'cancelled';
  if (closed && (body.notes !== undefined || body.completedAt !== undefined))
    throw forbidden(task.status === 'cancelled' ? 'Task was cancelled by the office' : 'Task is already completed');
  const completing = task.status === 'scheduled' && body.status === 'completed';
  if (body.completedAt !== undefined && !completing) throw forbidden(TASK_MSG.crewCompletedAt);
  if (body.completedAt) {
    const at = new Date(body.completedAt);
    const tooLate = at.getTime() > Date.now() + CLOCK_SKEW_MS;
    const tooEarly = todayIn(timeZone, at) < addDays(task.scheduledDate, -1);
    if (tooLate || tooEarly) throw badRequest(TASK_MSG.completedAtRange);
  }
}
