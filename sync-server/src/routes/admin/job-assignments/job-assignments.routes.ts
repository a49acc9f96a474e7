import { jobAssignmentCreateSchema, jobAssignments, jobs } from '@bin-valet/schema';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { OFFICE, requireRole } from '../../../auth/guard';
import type { Orm } from '../../../db/connection';
import { type AssignableWork, employeeRefusal } from '../../../domain/assignment-rules';
import { conflict, notFound } from '../../../http/errors';
import { idParam, readJson } from '../../../http/validate';

/** Refuses (404, 409) an employee who may not work on `date` (domain/assignment-rules.ts). */
function checkAssignable(db: Orm, employeeId: number, work: AssignableWork) {
  const refusal = employeeRefusal(db, employeeId, work);
  if (refusal === 'unknown') throw notFound();
  if (refusal) throw conflict(refusal.reason);
}

/** Mounted at /api/admin/job-assignments. A crew member put on a whole job (rules in docs/architecture.md §6). */
export function jobAssignmentsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', requireRole(...OFFICE), async (c) => {
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

  app.delete('/:id', requireRole(...OFFICE), (c) => {
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
  return app;
}
