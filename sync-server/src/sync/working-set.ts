import { addDays } from '@bin-valet/schema';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import type { Window } from './pull-cursor';

/**
 * The working set of a crew phone (docs/architecture.md §4.4, docs/decisions/0041-crew-working-set.md):
 * the one rule for which stops a crew member's phone holds. Anything else a phone replicates per
 * stop (jobs, customers, assignments, route orders) follows from it, so callers ask here.
 *
 * A stop (task) is someone's when they hold a task assignment or a job assignment of its job that was
 * not handed on ('reassigned'). A crew member holds, inside the window:
 * - their own stops;
 * - their crew's stops: the crew is everyone sharing one of their stops in the window;
 * - every stop of today and tomorrow that nobody holds, so anyone can pick it up.
 */

export interface WorkingStop {
  id: number;
  jobId: number;
  customerId: number;
  date: string;
}

/** An assignment handed on to someone else stays as history; the stop is no longer theirs. */
const HANDED_ON = sql.raw(`'reassigned'`);

export function workingSet(db: Orm, employeeId: number, today: string, w: Window): WorkingStop[] {
  const tomorrow = addDays(today, 1);
  return db.all<WorkingStop>(sql`
    WITH win AS (SELECT id, job_id FROM tasks WHERE scheduled_date BETWEEN ${w.start} AND ${w.end}),
    mine AS (
      SELECT ta.task_id AS id FROM task_assignments ta JOIN win ON win.id = ta.task_id
        WHERE ta.employee_id = ${employeeId} AND ta.status <> ${HANDED_ON}
      UNION
      SELECT win.id FROM job_assignments ja JOIN win ON win.job_id = ja.job_id
        WHERE ja.employee_id = ${employeeId} AND ja.status <> ${HANDED_ON}
    ),
    crew AS (
      SELECT ${employeeId} AS emp
      UNION
      SELECT ta.employee_id FROM task_assignments ta WHERE ta.task_id IN mine AND ta.status <> ${HANDED_ON}
      UNION
      SELECT ja.employee_id FROM job_assignments ja JOIN tasks t ON t.job_id = ja.job_id
        WHERE t.id IN mine AND ja.status <> ${HANDED_ON}
    ),
    theirs AS (
      SELECT ta.task_id AS id FROM task_assignments ta JOIN win ON win.id = ta.task_id
        WHERE ta.employee_id IN crew AND ta.status <> ${HANDED_ON}
      UNION
      SELECT win.id FROM job_assignments ja JOIN win ON win.job_id = ja.job_id
        WHERE ja.employee_id IN crew AND ja.status <> ${HANDED_ON}
    ),
    unheld AS (
      SELECT t.id FROM tasks t
        WHERE t.scheduled_date BETWEEN ${today} AND ${tomorrow}
          AND NOT EXISTS (SELECT 1 FROM task_assignments a WHERE a.task_id = t.id AND a.status <> ${HANDED_ON})
          AND NOT EXISTS (SELECT 1 FROM job_assignments a WHERE a.job_id = t.job_id AND a.status <> ${HANDED_ON})
    )
    SELECT t.id AS id, t.job_id AS jobId, j.customer_id AS customerId, t.scheduled_date AS date
      FROM tasks t JOIN jobs j ON j.id = t.job_id
      WHERE t.scheduled_date BETWEEN ${w.start} AND ${w.end} AND (t.id IN theirs OR t.id IN unheld)
      ORDER BY t.scheduled_date, t.id
  `);
}

/**
 * Where the stops a phone should hold come first: today's, then the days ahead, then the days behind,
 * so a first pull fills the screens the crew opens first.
 */
export function byUrgency(stops: WorkingStop[], today: string): WorkingStop[] {
  const ahead = stops.filter((s) => s.date >= today);
  const behind = stops.filter((s) => s.date < today).reverse();
  return [...ahead, ...behind];
}

/** The stops of these task ids as they are now (a stop deleted since is simply absent). */
export function stopsOf(db: Orm, taskIds: number[]): WorkingStop[] {
  if (taskIds.length === 0) return [];
  return db.all<WorkingStop>(sql`
    SELECT t.id AS id, t.job_id AS jobId, j.customer_id AS customerId, t.scheduled_date AS date
      FROM tasks t JOIN jobs j ON j.id = t.job_id
      WHERE t.id IN (SELECT value FROM json_each(${JSON.stringify(taskIds)}))
  `);
}
