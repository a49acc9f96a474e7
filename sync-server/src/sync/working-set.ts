import { addDays } from '@bin-valet/schema';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import type { Window } from './pull-cursor';

/**
 * The working set of a crew phone (docs/architecture.md §4.4, docs/decisions/0042-crew-working-set.md):
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

const STOP_COLUMNS = sql`t.id AS id, t.job_id AS jobId, j.customer_id AS customerId, t.scheduled_date AS date`;

/** The stops in the window these employees hold (each step starts from an index, not the window). */
function stopsHeldBy(db: Orm, employeeIds: number[], w: Window): WorkingStop[] {
  const who = JSON.stringify(employeeIds);
  return db.all<WorkingStop>(sql`
    SELECT ${STOP_COLUMNS} FROM task_assignments ta
      JOIN tasks t ON t.id = ta.task_id JOIN jobs j ON j.id = t.job_id
      WHERE ta.employee_id IN (SELECT value FROM json_each(${who})) AND ta.status <> ${HANDED_ON}
        AND t.scheduled_date BETWEEN ${w.start} AND ${w.end}
    UNION
    SELECT ${STOP_COLUMNS} FROM job_assignments ja
      JOIN tasks t ON t.job_id = ja.job_id JOIN jobs j ON j.id = t.job_id
      WHERE ja.employee_id IN (SELECT value FROM json_each(${who})) AND ja.status <> ${HANDED_ON}
        AND t.scheduled_date BETWEEN ${w.start} AND ${w.end}
  `);
}

/** Everyone else holding one of these stops. */
function crewOf(db: Orm, employeeId: number, stops: WorkingStop[]): number[] {
  if (stops.length === 0) return [];
  const ids = JSON.stringify(stops.map((s) => s.id));
  const jobIds = JSON.stringify([...new Set(stops.map((s) => s.jobId))]);
  return db
    .all<{ emp: number }>(sql`
      SELECT employee_id AS emp FROM task_assignments
        WHERE task_id IN (SELECT value FROM json_each(${ids})) AND status <> ${HANDED_ON} AND employee_id <> ${employeeId}
      UNION
      SELECT employee_id FROM job_assignments
        WHERE job_id IN (SELECT value FROM json_each(${jobIds})) AND status <> ${HANDED_ON} AND employee_id <> ${employeeId}
    `)
    .map((r) => r.emp);
}

/** The stops of [from, to] nobody holds. */
function unheldStops(db: Orm, from: string, to: string): WorkingStop[] {
  return db.all<WorkingStop>(sql`
    SELECT ${STOP_COLUMNS} FROM tasks t JOIN jobs j ON j.id = t.job_id
      WHERE t.scheduled_date BETWEEN ${from} AND ${to}
        AND NOT EXISTS (SELECT 1 FROM task_assignments a WHERE a.task_id = t.id AND a.status <> ${HANDED_ON})
        AND NOT EXISTS (SELECT 1 FROM job_assignments a WHERE a.job_id = t.job_id AND a.status <> ${HANDED_ON})
  `);
}

function computeWorkingSet(db: Orm, employeeId: number, today: string, w: Window): WorkingStop[] {
  const mine = stopsHeldBy(db, [employeeId], w);
  const crew = crewOf(db, employeeId, mine);
  const all = new Map<number, WorkingStop>();
  for (const s of [...mine, ...(crew.length ? stopsHeldBy(db, crew, w) : [])]) all.set(s.id, s);
  for (const s of unheldStops(db, today, addDays(today, 1))) all.set(s.id, s);
  return [...all.values()].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
}

/**
 * The last answers, by employee, day and database version: a first pull's pages and its day slice
 * ask for the same set while nothing changes, and any write moves the version on.
 */
const recentByDb = new WeakMap<Orm, Map<string, readonly WorkingStop[]>>();
const RECENT_MAX = 64;

/**
 * `version`: the database's version now, when the caller reads inside one transaction; the answer is
 * then reused until anything is written. The list is shared: callers must not change it.
 */
export function workingSet(
  db: Orm,
  employeeId: number,
  today: string,
  w: Window,
  version?: number,
): readonly WorkingStop[] {
  if (version === undefined) return computeWorkingSet(db, employeeId, today, w);
  const recent = recentByDb.get(db) ?? new Map<string, readonly WorkingStop[]>();
  recentByDb.set(db, recent);
  const key = `${employeeId}|${today}|${w.start}|${w.end}|${version}`;
  const known = recent.get(key);
  if (known) return known;
  const stops = computeWorkingSet(db, employeeId, today, w);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
  recent.set(key, stops);
  return stops;
}

/**
 * Where the stops a phone should hold come first: today's, then the days ahead, then the days behind,
 * so a first pull fills the screens the crew opens first.
 */
export function byUrgency(stops: readonly WorkingStop[], today: string): WorkingStop[] {
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
