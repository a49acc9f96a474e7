import { type AssignedStop, customers, jobAssignments, jobs, taskAssignments, tasks } from '@bin-valet/schema';
import { and, asc, between, eq, inArray, ne } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/**
 * The one place crew are taken off stops: the office's unassign and an approval of time off both
 * come here. Rows go through the version triggers, so crew phones drop the stops on their next pull.
 */

/** An assignment handed on to someone else stays as history; the stop is no longer theirs. */
const HANDED_ON = 'reassigned';
/** Only a stop still to be done can be taken off someone. */
const OPEN = 'scheduled';

/** Removes one task assignment; false when there was none. */
export function removeTaskAssignment(db: Orm, id: number): boolean {
  return (
    db.delete(taskAssignments).where(eq(taskAssignments.id, id)).returning({ id: taskAssignments.id }).get() !==
    undefined
  );
}

/** The open stops `employeeId` holds from `from` to `to` (inclusive), by task or by job assignment, by date. */
export function assignedStops(db: Orm, employeeId: number, from: string, to: string): AssignedStop[] {
  const stop = {
    taskId: tasks.id,
    taskType: tasks.taskType,
    scheduledDate: tasks.scheduledDate,
    customerName: customers.name,
    address: customers.address,
  };
  const open = and(eq(tasks.status, OPEN), between(tasks.scheduledDate, from, to));
  const byTask = db
    .select({ ...stop, assignmentId: taskAssignments.id })
    .from(taskAssignments)
    .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(and(eq(taskAssignments.employeeId, employeeId), ne(taskAssignments.status, HANDED_ON), open))
    .all()
    .map((r) => ({ ...r, via: 'task' as const }));
  const byJob = db
    .select({ ...stop, assignmentId: jobAssignments.id })
    .from(jobAssignments)
    .innerJoin(tasks, eq(tasks.jobId, jobAssignments.jobId))
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(and(eq(jobAssignments.employeeId, employeeId), ne(jobAssignments.status, HANDED_ON), open))
    .all()
    .map((r) => ({ ...r, via: 'job' as const }));
  const seen = new Set<number>();
  return [...byTask, ...byJob]
    .filter((s) => !seen.has(s.taskId) && seen.add(s.taskId))
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.taskId - b.taskId);
}

/**
 * Takes `employeeId` off their open stops from `from` to `to`; answers the task ids. A job assignment
 * spanning the range is narrowed: its other tasks (outside the range, or already done) keep the person
 * through task assignments of the same role, so nothing outside the range changes hands.
 */
export function unassignStops(db: Orm, employeeId: number, from: string, to: string): number[] {
  const stops = assignedStops(db, employeeId, from, to);
  const leaving = new Set(stops.map((s) => s.taskId));
  for (const s of stops.filter((x) => x.via === 'task')) removeTaskAssignment(db, s.assignmentId);
  const jobAssignmentIds = [...new Set(stops.filter((x) => x.via === 'job').map((s) => s.assignmentId))];
  for (const id of jobAssignmentIds) narrowJobAssignment(db, id, leaving);
  return [...leaving];
}

function narrowJobAssignment(db: Orm, id: number, leaving: Set<number>) {
  const ja = db.delete(jobAssignments).where(eq(jobAssignments.id, id)).returning().get();
  if (!ja) return;
  const kept = db
    .select({ id: tasks.id, scheduledDate: tasks.scheduledDate })
    .from(tasks)
    .where(eq(tasks.jobId, ja.jobId))
    .orderBy(asc(tasks.scheduledDate))
    .all()
    .filter((task) => !leaving.has(task.id));
  if (kept.length === 0) return;
  const already = new Set(
    db
      .select({ taskId: taskAssignments.taskId })
      .from(taskAssignments)
      .where(
        and(
          eq(taskAssignments.employeeId, ja.employeeId),
          inArray(
            taskAssignments.taskId,
            kept.map((k) => k.id),
          ),
        ),
      )
      .all()
      .map((r) => r.taskId),
  );
  for (const task of kept.filter((k) => !already.has(k.id))) {
    db.insert(taskAssignments)
      .values({
        taskId: task.id,
        employeeId: ja.employeeId,
        role: ja.role,
        assignedDate: task.scheduledDate,
        notes: ja.notes,
      })
      .run();
  }
}
