import { type Employee, employees, employeeTimeOff, type TimeOff } from '@bin-valet/schema';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Orm } from '../db/connection';

export const ASSIGN_MSG = {
  taskClosed: 'Crew can only be assigned to tasks that are not completed or cancelled',
  jobClosed: 'Crew can only be assigned to jobs that are not completed or cancelled',
} as const;

/** What the rules need to know about the employee and the work (docs/architecture.md §6). */
export interface AssignmentFacts {
  employee: Pick<Employee, 'username' | 'name' | 'isActive' | 'availabilityStatus'>;
  /** The day of the work: the task's scheduled date or the job's collection date. */
  date: string;
  /** Status of the task or job being staffed. */
  workStatus: string;
  work: 'task' | 'job';
  /** The employee's approved time off rows that cover `date`. */
  approvedTimeOff: Pick<TimeOff, 'startDate' | 'endDate'>[];
  alreadyAssigned: boolean;
}

export const displayName = (e: Pick<Employee, 'username' | 'name'>) => e.name?.trim() || e.username;

/**
 * Why this employee cannot be put on this work, or null when they can. Only active employees that
 * are available or on a job qualify; approved time off on the day blocks them, pending does not.
 */
export function assignmentRefusal(f: AssignmentFacts): string | null {
  const name = displayName(f.employee);
  if (f.workStatus === 'completed' || f.workStatus === 'cancelled') {
    return f.work === 'task' ? ASSIGN_MSG.taskClosed : ASSIGN_MSG.jobClosed;
  }
  if (!f.employee.isActive) return `${name} is inactive and cannot be assigned`;
  if (f.employee.availabilityStatus === 'unavailable') return `${name} is unavailable and cannot be assigned`;
  if (f.employee.availabilityStatus === 'off_shift') return `${name} is off shift and cannot be assigned`;
  if (f.approvedTimeOff.length > 0) return `${name} has approved time off on ${f.date}`;
  if (f.alreadyAssigned) return `${name} is already assigned to this ${f.work}`;
  return null;
}

/** Approved time off of one employee covering one date (inclusive ranges). */
export const approvedTimeOffOn = (db: Orm, employeeId: number, date: string) =>
  db
    .select({ startDate: employeeTimeOff.startDate, endDate: employeeTimeOff.endDate })
    .from(employeeTimeOff)
    .where(
      and(
        eq(employeeTimeOff.employeeId, employeeId),
        eq(employeeTimeOff.status, 'approved'),
        lte(employeeTimeOff.startDate, date),
        gte(employeeTimeOff.endDate, date),
      ),
    )
    .all();

export interface AssignableWork {
  kind: 'task' | 'job';
  status: string;
  date: string;
  alreadyAssigned: boolean;
}

/** Why an employee may not take this work (`unknown`: no such employee), or null when they may. */
export function employeeRefusal(
  db: Orm,
  employeeId: number,
  work: AssignableWork,
): 'unknown' | { reason: string } | null {
  const employee = db.select().from(employees).where(eq(employees.id, employeeId)).get();
  if (!employee) return 'unknown';
  const reason = assignmentRefusal({
    employee,
    date: work.date,
    workStatus: work.status,
    work: work.kind,
    approvedTimeOff: approvedTimeOffOn(db, employeeId, work.date),
    alreadyAssigned: work.alreadyAssigned,
  });
  return reason ? { reason } : null;
}
