import {
  type AssignmentsByTask,
  customers,
  employees,
  type JobAssignmentListItem,
  type JobWithAssignments,
  jobAssignmentCreateSchema,
  jobAssignments,
  jobs,
  type TaskAssignmentDto,
  taskAssignmentCreateSchema,
  taskAssignments,
  taskIdsSchema,
  tasks,
  todayIn,
  type UnassignedJob,
} from '@bin-valet/schema';
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole, STAFF } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { approvedTimeOffOn, assignmentRefusal, displayName } from '../../domain/assignment-rules';
import { conflict, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { queryRange } from '../crew/date-range';

/** Range limit for GET /api/admin/jobs/assignments. */
export const ASSIGNMENTS_MAX_DAYS = 100;
export const UNASSIGNED_LIMIT = 500;

const employeeById = (db: Orm, id: number) => db.select().from(employees).where(eq(employees.id, id)).get();

/** Refuses (409) an employee who may not work on `date` (domain/assignment-rules.ts). */
function checkAssignable(
  db: Orm,
  employeeId: number,
  work: { kind: 'task' | 'job'; status: string; date: string; alreadyAssigned: boolean },
) {
  const employee = employeeById(db, employeeId);
  if (!employee) throw notFound();
  const reason = assignmentRefusal({
    employee,
    date: work.date,
    workStatus: work.status,
    work: work.kind,
    approvedTimeOff: approvedTimeOffOn(db, employeeId, work.date),
    alreadyAssigned: work.alreadyAssigned,
  });
  if (reason) throw conflict(reason);
}

/** Mounted at /api. Task and job assignments (rules in docs/architecture.md §6). */
export function assignmentsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/tasks/assignments/bulk', requireRole(...STAFF), async (c) => {
    const { taskIds } = await readJson(c, taskIdsSchema);
    const out: AssignmentsByTask = {};
    for (const id of taskIds) out[String(id)] = [];
    if (taskIds.length === 0) return c.json(out);
    const rows: TaskAssignmentDto[] = c
      .get('store')
      .orm.select({
        id: taskAssignments.id,
        taskId: taskAssignments.taskId,
        employeeId: taskAssignments.employeeId,
        name: employees.name,
        username: employees.username,
        role: taskAssignments.role,
        assignedDate: taskAssignments.assignedDate,
        status: taskAssignments.status,
        notes: taskAssignments.notes,
      })
      .from(taskAssignments)
      .innerJoin(employees, eq(employees.id, taskAssignments.employeeId))
      .where(inArray(taskAssignments.taskId, [...new Set(taskIds)]))
      .orderBy(asc(taskAssignments.taskId), asc(taskAssignments.id))
      .all()
      .map(({ name, username, ...rest }) => ({ ...rest, employeeName: displayName({ name, username }) }));
    for (const row of rows) out[String(row.taskId)]?.push(row);
    return c.json(out);
  });

  app.post('/tasks/assignments', requireRole(...OFFICE), async (c) => {
    const body = await readJson(c, taskAssignmentCreateSchema);
    const row = c.get('store').write((db) => {
      const task = db.select().from(tasks).where(eq(tasks.id, body.taskId)).get();
      if (!task) throw notFound();
      const existing = db
        .select({ id: taskAssignments.id })
        .from(taskAssignments)
        .where(and(eq(taskAssignments.taskId, task.id), eq(taskAssignments.employeeId, body.employeeId)))
        .get();
      checkAssignable(db, body.employeeId, {
        kind: 'task',
        status: task.status,
        date: task.scheduledDate,
        alreadyAssigned: !!existing,
      });
      return db
        .insert(taskAssignments)
        .values({
          taskId: task.id,
          employeeId: body.employeeId,
          role: body.role,
          assignedDate: task.scheduledDate,
          notes: body.notes ?? null,
        })
        .returning()
        .get();
    });
    return c.json(row, 201);
  });

  app.delete('/tasks/assignments/:id', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    c.get('store').write((db) => {
      const gone = db
        .delete(taskAssignments)
        .where(eq(taskAssignments.id, id))
        .returning({ id: taskAssignments.id })
        .get();
      if (!gone) throw notFound();
    });
    return c.body(null, 204);
  });

  app.post('/admin/job-assignments', requireRole(...OFFICE), async (c) => {
    const body = await readJson(c, jobAssignmentCreateSchema);
    const row = c.get('store').write((db) => {
      const job = db.select().from(jobs).where(eq(jobs.id, body.jobId)).get();
      if (!job) throw notFound();
      const existing = db
        .select({ id: jobAssignments.id })
        .from(jobAssignments)
        .where(and(eq(jobAssignments.jobId, job.id), eq(jobAssignments.employeeId, body.employeeId)))
        .get();
      checkAssignable(db, body.employeeId, {
        kind: 'job',
        status: job.status,
        date: job.collectionDate,
        alreadyAssigned: !!existing,
      });
      return db
        .insert(jobAssignments)
        .values({
          jobId: job.id,
          employeeId: body.employeeId,
          role: body.role,
          assignedDate: job.collectionDate,
          notes: body.notes ?? null,
        })
        .returning()
        .get();
    });
    return c.json(row, 201);
  });

  app.delete('/admin/job-assignments/:id', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    c.get('store').write((db) => {
      const gone = db
        .delete(jobAssignments)
        .where(eq(jobAssignments.id, id))
        .returning({ id: jobAssignments.id })
        .get();
      if (!gone) throw notFound();
    });
    return c.body(null, 204);
  });

  app.get('/admin/jobs/assignments', requireRole(...STAFF), (c) => {
    const range = queryRange(c, ASSIGNMENTS_MAX_DAYS, { allowDate: true });
    const db = c.get('store').orm;
    const inRange = and(gte(jobs.collectionDate, range.startDate), lte(jobs.collectionDate, range.endDate));
    const jobRows = db
      .select({ job: jobs, customerName: customers.name })
      .from(jobs)
      .innerJoin(customers, eq(customers.id, jobs.customerId))
      .where(inRange)
      .orderBy(asc(jobs.collectionDate), asc(customers.name), asc(jobs.id))
      .all();
    const assignments = db
      .select({
        id: jobAssignments.id,
        job_id: jobAssignments.jobId,
        employeeId: jobAssignments.employeeId,
        name: employees.name,
        username: employees.username,
        role: jobAssignments.role,
      })
      .from(jobAssignments)
      .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
      .innerJoin(employees, eq(employees.id, jobAssignments.employeeId))
      .where(inRange)
      .orderBy(asc(jobAssignments.id))
      .all();
    const byJob = new Map<number, JobAssignmentListItem[]>();
    for (const { name, username, ...a } of assignments) {
      const item: JobAssignmentListItem = { ...a, employeeName: displayName({ name, username }) };
      const list = byJob.get(a.job_id);
      if (list) list.push(item);
      else byJob.set(a.job_id, [item]);
    }
    const out: JobWithAssignments[] = jobRows.map((r) => ({
      ...r.job,
      customerName: r.customerName,
      assignments: byJob.get(r.job.id) ?? [],
    }));
    return c.json(out);
  });

  app.get('/admin/jobs/unassigned', requireRole(...OFFICE), (c) => {
    const today = todayIn(c.get('config').businessTz);
    const rows: UnassignedJob[] = c
      .get('store')
      .orm.select({
        id: jobs.id,
        collectionDate: jobs.collectionDate,
        customerId: jobs.customerId,
        customerName: customers.name,
      })
      .from(jobs)
      .innerJoin(customers, eq(customers.id, jobs.customerId))
      .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.id))
      .where(and(eq(jobs.status, 'scheduled'), gte(jobs.collectionDate, today), isNull(jobAssignments.id)))
      .orderBy(asc(jobs.collectionDate), asc(customers.name), asc(jobs.id))
      .limit(UNASSIGNED_LIMIT)
      .all();
    return c.json(rows);
  });

  return app;
}
