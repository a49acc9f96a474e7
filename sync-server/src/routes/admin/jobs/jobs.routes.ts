import {
  customers,
  employees,
  type JobAssignmentListItem,
  type JobWithAssignments,
  jobAssignments,
  jobs,
  todayIn,
  type UnassignedJob,
} from '@bin-valet/schema';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { OFFICE, requireRole, STAFF } from '../../../auth/guard';
import { displayName } from '../../../domain/assignment-rules';
import { queryRange } from '../../../http/date-range';

/** Range limit for GET /api/admin/jobs/assignments. */
export const ASSIGNMENTS_MAX_DAYS = 100;
export const UNASSIGNED_LIMIT = 500;

/** Mounted at /api/admin/jobs. The office's job lists with who works them, and the jobs nobody works yet. */
export function adminJobsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/assignments', requireRole(...STAFF), (c) => {
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

  app.get('/unassigned', requireRole(...OFFICE), (c) => {
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
