import {
  customers,
  employees,
  jobAssignments,
  jobs,
  type PullRows,
  type PullTombstone,
  routeOrders,
  type SyncRowTypes,
  type SyncTable,
  taskAssignments,
  tasks,
  tombstones,
} from '@bin-valet/schema';
import { and, between, eq, gt, inArray, or } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Orm } from '../db/connection';
import { type Cursor, jobWindow, type Window } from './pull-cursor';
import { customerSelection, employeeSelection, toSyncCustomer } from './replicated-rows';

/**
 * The pull's version-ordered part: every replicated table's changes after the cursor, as one list. An
 * office browser takes every row in its window; a crew phone only the rows of the stops it holds
 * (`Held`, from ./working-set, the one place that says which stops those are).
 */

/**
 * A crew phone's stops and what they need. Its changes are read in version order like the office's
 * (few after a recent cursor) and the rows it does not hold are skipped: they still count for the
 * page, so the cursor moves past them.
 */
export interface Held {
  taskIds: ReadonlySet<number>;
  jobIds: ReadonlySet<number>;
  customerIds: ReadonlySet<number>;
}

const TOMBSTONE_TABLES: Record<string, SyncTable> = {
  signups: 'customers',
  employees: 'employees',
  jobs: 'jobs',
  tasks: 'tasks',
  task_assignments: 'taskAssignments',
  job_assignments: 'jobAssignments',
  route_orders: 'routeOrders',
};
const TOMBSTONE_NAMES = Object.keys(TOMBSTONE_TABLES);

type VersionCol = AnySQLiteColumn;
type DateCol = AnySQLiteColumn;

/** One candidate change: a row (with its date, when windowed) or a tombstone. */
export interface Change {
  version: number;
  table: SyncTable;
  id: number;
  row?: SyncRowTypes[SyncTable];
  /** Customers and employees are always in the working set; tombstones never are. */
  inWindow: boolean;
  /** A row a crew phone does not hold: neither sent nor removed. */
  skip?: boolean;
}

/**
 * Changed rows per table after `c.version`, each with whether it is inside the window. Rows outside
 * the window are candidates only when changed after the floor (they become removals). Each table
 * gives at most `limit + 1` rows, enough to know whether more remain after a page of `limit`.
 */
export function changedRows(db: Orm, w: Window, c: Cursor, limit: number, employeeId: number | undefined, held?: Held) {
  const jw = jobWindow(w);
  // A held stop is in the working set by definition: one that left it was sent as a removal already.
  const inTask = (d: string) => !!held || (d >= w.start && d <= w.end);
  const inJob = (d: string) => !!held || (d >= jw.start && d <= jw.end);
  const n = limit + 1;
  const since = (col: VersionCol) => gt(col, c.version);
  const windowed = (col: VersionCol, date: DateCol, win: Window) =>
    and(since(col), or(between(date, win.start, win.end), gt(col, c.floor)));
  const ofHeld = (col: VersionCol, date: DateCol, win: Window) => (held ? since(col) : windowed(col, date, win));
  const skip = (ids: keyof Held, id: number) => (held ? !held[ids].has(id) : false);
  const out: Change[] = [];
  const customerRows = db
    .select(customerSelection)
    .from(customers)
    .where(since(customers.version))
    .orderBy(customers.version)
    .limit(n)
    .all()
    .map(toSyncCustomer);
  for (const r of customerRows)
    out.push({
      version: r.version,
      table: 'customers',
      id: r.id,
      row: r,
      inWindow: true,
      skip: skip('customerIds', r.id),
    });
  if (employeeId !== undefined) {
    const orderRows = db
      .select()
      .from(routeOrders)
      .where(and(eq(routeOrders.employeeId, employeeId), windowed(routeOrders.version, routeOrders.routeDate, w)))
      .orderBy(routeOrders.version)
      .limit(n)
      .all();
    for (const r of orderRows)
      out.push({ version: r.version, table: 'routeOrders', id: r.id, row: r, inWindow: inTask(r.routeDate) });
  }
  const employeeRows = db
    .select(employeeSelection)
    .from(employees)
    .where(since(employees.version))
    .orderBy(employees.version)
    .limit(n)
    .all() as SyncRowTypes['employees'][];
  for (const r of employeeRows) out.push({ version: r.version, table: 'employees', id: r.id, row: r, inWindow: true });
  const jobRows = db
    .select()
    .from(jobs)
    .where(ofHeld(jobs.version, jobs.collectionDate, jw))
    .orderBy(jobs.version)
    .limit(n)
    .all();
  for (const r of jobRows)
    out.push({
      version: r.version,
      table: 'jobs',
      id: r.id,
      row: r,
      inWindow: inJob(r.collectionDate),
      skip: skip('jobIds', r.id),
    });
  const taskRows = db
    .select()
    .from(tasks)
    .where(ofHeld(tasks.version, tasks.scheduledDate, w))
    .orderBy(tasks.version)
    .limit(n)
    .all();
  for (const r of taskRows)
    out.push({
      version: r.version,
      table: 'tasks',
      id: r.id,
      row: r,
      inWindow: inTask(r.scheduledDate),
      skip: skip('taskIds', r.id),
    });
  const taRows = db
    .select({ a: taskAssignments, d: tasks.scheduledDate })
    .from(taskAssignments)
    .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
    .where(ofHeld(taskAssignments.version, tasks.scheduledDate, w))
    .orderBy(taskAssignments.version)
    .limit(n)
    .all();
  for (const { a, d } of taRows)
    out.push({
      version: a.version,
      table: 'taskAssignments',
      id: a.id,
      row: a,
      inWindow: inTask(d),
      skip: skip('taskIds', a.taskId),
    });
  const jaRows = db
    .select({ a: jobAssignments, d: jobs.collectionDate })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
    .where(ofHeld(jobAssignments.version, jobs.collectionDate, jw))
    .orderBy(jobAssignments.version)
    .limit(n)
    .all();
  for (const { a, d } of jaRows)
    out.push({
      version: a.version,
      table: 'jobAssignments',
      id: a.id,
      row: a,
      inWindow: inJob(d),
      skip: skip('jobIds', a.jobId),
    });
  const tombRows = db
    .select()
    .from(tombstones)
    .where(and(gt(tombstones.version, Math.max(c.version, c.floor)), inArray(tombstones.tableName, TOMBSTONE_NAMES)))
    .orderBy(tombstones.version)
    .limit(n)
    .all();
  for (const t of tombRows)
    out.push({ version: t.version, table: TOMBSTONE_TABLES[t.tableName], id: t.rowId, inWindow: false });
  return out;
}

export function group(changes: Change[], sendRemovals: (c: Change) => boolean) {
  const rows: PullRows = {};
  const removed: PullTombstone[] = [];
  for (const c of changes) {
    if (c.skip) continue;
    if (c.row && c.inWindow) {
      const list = (rows[c.table] ?? []) as SyncRowTypes[SyncTable][];
      list.push(c.row);
      (rows as Record<SyncTable, unknown[]>)[c.table] = list;
    } else if (sendRemovals(c)) {
      removed.push({ table: c.table, id: c.id });
    }
  }
  return { rows, removed };
}
