import {
  customers,
  type EmployeeAssignmentItem,
  type EmployeeWithJobCount,
  employees,
  jobAssignments,
  jobs,
  type PerformanceMetrics,
  taskAssignments,
  tasks,
} from '@bin-valet/schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/connection';
import { employeeDtoColumns } from './access';

/**
 * Distinct jobs an employee works on, whether assigned to the whole job or to one of its tasks.
 * One grouped query, so the Crew Management table stays cheap at thousands of jobs.
 */
export function employeesWithJobCounts(orm: Orm): EmployeeWithJobCount[] {
  const links = sql`(
    select ${jobAssignments.employeeId} as employee_id, ${jobAssignments.jobId} as job_id from ${jobAssignments}
    union
    select ${taskAssignments.employeeId}, ${tasks.jobId} from ${taskAssignments}
      join ${tasks} on ${tasks.id} = ${taskAssignments.taskId}
  )`;
  const counts = orm.all<{ employee_id: number; job_count: number }>(
    sql`select employee_id, count(distinct job_id) as job_count from ${links} group by employee_id`,
  );
  const byEmployee = new Map(counts.map((r) => [r.employee_id, Number(r.job_count)]));
  return orm
    .select(employeeDtoColumns)
    .from(employees)
    .orderBy(employees.id)
    .all()
    .map((e) => ({ ...e, jobCount: byEmployee.get(e.id) ?? 0 }));
}

/**
 * The employee page's Job Assignments table: task assignments and whole-job assignments together.
 * A job assignment has no task, so it shows its job's collection date, status and notes in the task columns.
 * Newest date first.
 */
export function employeeAssignments(orm: Orm, employeeId: number): EmployeeAssignmentItem[] {
  const taskItems: EmployeeAssignmentItem[] = orm
    .select({
      id: taskAssignments.id,
      jobId: tasks.jobId,
      taskId: taskAssignments.taskId,
      customerId: jobs.customerId,
      customerName: customers.name,
      taskType: tasks.taskType,
      taskScheduledDate: tasks.scheduledDate,
      taskStatus: tasks.status,
      role: taskAssignments.role,
      notes: taskAssignments.notes,
      taskNotes: tasks.notes,
    })
    .from(taskAssignments)
    .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(eq(taskAssignments.employeeId, employeeId))
    .all();
  const jobItems: EmployeeAssignmentItem[] = orm
    .select({
      id: jobAssignments.id,
      jobId: jobAssignments.jobId,
      taskId: sql<number | null>`null`,
      customerId: jobs.customerId,
      customerName: customers.name,
      taskType: sql<string | null>`null`,
      taskScheduledDate: jobs.collectionDate,
      taskStatus: jobs.status,
      role: jobAssignments.role,
      notes: jobAssignments.notes,
      taskNotes: jobs.notes,
    })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(eq(jobAssignments.employeeId, employeeId))
    .orderBy(desc(jobs.collectionDate))
    .all();
  return [...taskItems, ...jobItems].sort(
    (a, b) => (b.taskScheduledDate ?? '').localeCompare(a.taskScheduledDate ?? '') || b.id - a.id,
  );
}

/**
 * Performance tiles (docs/decisions/0003-where-the-spec-was-open.md): jobsScheduled = distinct jobs
 * the employee is on (the same count as
 * Crew Management's Jobs Assigned), jobsCompleted = those whose job is completed, totalAssignments =
 * task plus job assignment rows, completionRate = completed among finished (completed + missed)
 * assigned tasks, as a whole percent, 0 when none are finished.
 */
export function employeePerformance(orm: Orm, employeeId: number): PerformanceMetrics {
  const assignedTasks = orm
    .select({ jobId: tasks.jobId, taskStatus: tasks.status, jobStatus: jobs.status })
    .from(taskAssignments)
    .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(eq(taskAssignments.employeeId, employeeId))
    .all();
  const assignedJobs = orm
    .select({ jobId: jobAssignments.jobId, jobStatus: jobs.status })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
    .where(eq(jobAssignments.employeeId, employeeId))
    .all();

  const jobStatus = new Map<number, string>();
  for (const r of [...assignedTasks, ...assignedJobs]) jobStatus.set(r.jobId, r.jobStatus);
  const completedJobs = [...jobStatus.values()].filter((s) => s === 'completed').length;
  const completedTasks = assignedTasks.filter((t) => t.taskStatus === 'completed').length;
  const missedTasks = assignedTasks.filter((t) => t.taskStatus === 'missed').length;
  const finished = completedTasks + missedTasks;
  return {
    jobsScheduled: jobStatus.size,
    jobsCompleted: completedJobs,
    totalAssignments: assignedTasks.length + assignedJobs.length,
    completionRate: finished === 0 ? 0 : Math.round((completedTasks / finished) * 100),
  };
}
