import {
  customers,
  type Job,
  type JobWithTasks,
  jobCreateSchema,
  jobPatchSchema,
  jobs,
  type PlacedJobWithTasks,
  TASK_STATUSES,
  type TaskStatus,
  tasks,
} from '@bin-valet/schema';
import { and, asc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { insertAskedJob, placeAskedDate } from '../../domain/asked-date';
import { taskDatesFor } from '../../domain/scheduling';
import { readTaskCauses, type TaskWriter, writeTaskStatus } from '../../domain/task-writes';
import { conflict, forbidden, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';

export const JOB_MSG = { duplicate: 'This customer already has a job on that date' } as const;

const customerById = (db: Orm, id: number) => db.select().from(customers).where(eq(customers.id, id)).get();
const tasksOf = (db: Orm, jobId: number) =>
  db.select().from(tasks).where(eq(tasks.jobId, jobId)).orderBy(asc(tasks.scheduledDate), asc(tasks.id)).all();

const hasJobOn = (db: Orm, customerId: number, date: string, exceptJobId = 0) =>
  !!db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.collectionDate, date), ne(jobs.id, exceptJobId)))
    .get();

const isTaskStatus = (s: string | undefined): s is TaskStatus =>
  s !== undefined && (TASK_STATUSES as readonly string[]).includes(s);

/**
 * Sets every task of the job to one status through the task writer, so the office's menu follows the
 * same rules and queues the same messages as a single task's change.
 */
function setAllTasks(w: TaskWriter, jobId: number, status: TaskStatus) {
  const causes = readTaskCauses(
    w.db,
    tasksOf(w.db, jobId).map((t) => t.id),
  );
  for (const task of causes.values()) {
    const written = writeTaskStatus(w, task, { status, completedAt: task.completedAt });
    if (!written.ok) throw forbidden(written.reason);
  }
}

/** Mounted at /api/jobs. Jobs (docs/architecture.md §5.1): create with both tasks, status, delete. */
export function jobsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', requireRole(...OFFICE), async (c) => {
    const body = await readJson(c, jobCreateSchema);
    const created = c.get('store').write((db): PlacedJobWithTasks => {
      const customer = customerById(db, body.customerId);
      if (!customer) throw notFound();
      const placed = placeAskedDate(db, body.collectionDate, body.exactDate === true);
      if (hasJobOn(db, customer.id, placed.collectionDate)) throw conflict(JOB_MSG.duplicate);
      return insertAskedJob(db, customer, placed, body.notes ?? null);
    });
    return c.json(created, 201);
  });

  app.patch('/:id', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, jobPatchSchema);
    const now = new Date();
    const result = c.get('store').write((db): JobWithTasks => {
      const before = db.select().from(jobs).where(eq(jobs.id, id)).get();
      if (!before) throw notFound();
      const changes: Partial<typeof jobs.$inferInsert> = {};
      if (body.status !== undefined) changes.status = body.status;
      if (body.notes !== undefined) changes.notes = body.notes;
      if (body.collectionDate !== undefined && body.collectionDate !== before.collectionDate) {
        if (hasJobOn(db, before.customerId, body.collectionDate, id)) throw conflict(JOB_MSG.duplicate);
        // The office's own date is the job's new regular date: no holiday or delay moves it further.
        changes.collectionDate = body.collectionDate;
        changes.regularDate = body.collectionDate;
        changes.delayReason = null;
        changes.delayDays = 0;
      }
      const job =
        Object.keys(changes).length > 0
          ? (db.update(jobs).set(changes).where(eq(jobs.id, id)).returning().get() ?? before)
          : before;
      if (changes.collectionDate) redateScheduledTasks(db, job);
      // The office menu applies the job status to its tasks unless shift/ctrl was held (docs/architecture.md §6).
      if (body.autoUpdateTasks === true) {
        const target = body.taskStatus ?? (isTaskStatus(body.status) ? body.status : undefined);
        if (target) setAllTasks({ db, role: c.get('user').role, messaging: c.get('config'), now }, id, target);
      }
      return { job, tasks: tasksOf(db, id) };
    });
    return c.json(result);
  });

  app.delete('/:id', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    c.get('store').write((db) => {
      // Tasks and assignments go with it through ON DELETE CASCADE.
      const gone = db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id }).get();
      if (!gone) throw notFound();
    });
    return c.body(null, 204);
  });

  return app;
}

/**
 * A moved job takes its still-scheduled tasks to the customer's days around the new date
 * (docs/architecture.md §5.3).
 */
function redateScheduledTasks(db: Orm, job: Job) {
  const customer = customerById(db, job.customerId);
  if (!customer) return;
  const dates = taskDatesFor(job.collectionDate, customer);
  for (const task of tasksOf(db, job.id)) {
    if (task.status !== 'scheduled') continue;
    const scheduledDate = task.taskType === 'return_to_house' ? dates.returnToHouse : dates.takeToCurb;
    if (scheduledDate !== task.scheduledDate)
      db.update(tasks).set({ scheduledDate }).where(eq(tasks.id, task.id)).run();
  }
}
