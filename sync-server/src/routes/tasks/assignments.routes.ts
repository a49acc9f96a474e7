import {
  type AssignmentsByTask,
  employees,
  type TaskAssignmentDto,
  taskAssignmentCreateSchema,
  taskAssignments,
  taskIdsSchema,
  tasks,
} from '@bin-valet/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole, STAFF } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { type AssignableWork, displayName, employeeRefusal } from '../../domain/assignment-rules';
import { removeTaskAssignment } from '../../domain/task-assignment-writes';
import { conflict, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';

/** Refuses (404, 409) an employee who may not work on `date` (domain/assignment-rules.ts). */
function checkAssignable(db: Orm, employeeId: number, work: AssignableWork) {
  const refusal = employeeRefusal(db, employeeId, work);
  if (refusal === 'unknown') throw notFound();
  if (refusal) throw conflict(refusal.reason);
}

/** Mounted at /api/tasks. Task assignments (rules in docs/architecture.md §6). */
export function assignmentsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/assignments/bulk', requireRole(...STAFF), async (c) => {
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

  app.post('/assignments', requireRole(...OFFICE), async (c) => {
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

  app.delete('/assignments/:id', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    c.get('store').write((db) => {
      if (!removeTaskAssignment(db, id)) throw notFound();
    });
    return c.body(null, 204);
  });

  return app;
}
