import { addDays } from '@bin-valet/schema';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import type { Window } from './pull-cursor';

/**
 * The working set of a crew phone (docs/architecture.md §4.4, docs/decisions/0043-crew-working-set.md):
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
 * Whether anything written after `since` can have moved a stop into or out of the set `held`: an
 * assignment (a task's date move re-stamps its assignments too), a deletion, a held stop on another
 * date, or a stop of today or tomorrow that nobody holds (new, say). A status change moves nothing.
 */
function membershipMoved(db: Orm, since: number, held: ReadonlyMap<number, string>, today: string): boolean {
  const moved = db.get<{ n: number }>(sql`
    SELECT EXISTS (SELECT 1 FROM task_assignments WHERE version > ${since})
        OR EXISTS (SELECT 1 FROM job_assignments WHERE version > ${since})
        OR EXISTS (SELECT 1 FROM tombstones WHERE version > ${since}
                     AND table_name IN ('tasks', 'jobs', 'task_assignments', 'job_assignments')) AS n
  `);
  if (moved?.n) return true;
  const changed = db.all<{ id: number; date: string }>(
    sql`SELECT id, scheduled_date AS date FROM tasks WHERE version > ${since} ORDER BY version LIMIT ${RECHECK_MAX + 1}`,
  );
  if (changed.length > RECHECK_MAX) return true;
  const tomorrow = addDays(today, 1);
  if (changed.some((t) => held.has(t.id) && held.get(t.id) !== t.date)) return true;
  const soon = changed.filter((t) => !held.has(t.id) && (t.date === today || t.date === tomorrow)).map((t) => t.id);
  if (soon.length === 0) return false;
  return unheldAmong(db, soon);
}
const RECHECK_MAX = 500;

/** Whether any of these stops is held by nobody. */
const unheldAmong = (db: Orm, taskIds: number[]) =>
  !!db.get(sql`
    SELECT 1 FROM tasks t WHERE t.id IN (SELECT value FROM json_each(${JSON.stringify(taskIds)}))
      AND NOT EXISTS (SELECT 1 FROM task_assignments a WHERE a.task_id = t.id AND a.status <> ${HANDED_ON})
      AND NOT EXISTS (SELECT 1 FROM job_assignments a WHERE a.job_id = t.job_id AND a.status <> ${HANDED_ON})
    LIMIT 1
  `);

interface Known {
  version: number;
  stops: readonly WorkingStop[];
  /** Each held stop's date. */
  dates: ReadonlyMap<number, string>;
}
/** The last answer per employee and day, kept while nothing written since can have changed it. */
const knownByDb = new WeakMap<Orm, Map<string, Known>>();
const KNOWN_MAX = 256;

/**
 * `version`: the database's version now, when the caller reads inside one transaction; the answer is
 * then reused while nothing written since moved a stop (a first pull's pages and its day slice, and
 * most pulls after an office edit, compute it once). The list is shared: callers must not change it.
 */
export function workingSet(
  db: Orm,
  employeeId: number,
  today: string,
  w: Window,
  version?: number,
): readonly WorkingStop[] {
  if (version === undefined) return computeWorkingSet(db, employeeId, today, w);
  const known = knownByDb.get(db) ?? new Map<string, Known>();
  knownByDb.set(db, known);
  const key = `${employeeId}|${today}|${w.start}|${w.end}`;
  const last = known.get(key);
  if (last && (last.version === version || !membershipMoved(db, last.version, last.dates, today))) {
    last.version = version;
    return last.stops;
  }
  const stops = computeWorkingSet(db, employeeId, today, w);
  known.delete(key);
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
  known.set(key, { version, stops, dates: new Map(stops.map((s) => [s.id, s.date])) });
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
