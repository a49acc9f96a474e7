import {
  addDays,
  customers,
  employees,
  JOB_MARGIN_DAYS,
  jobAssignments,
  jobs,
  type PullResponse,
  type PullRows,
  type PullTombstone,
  routeOrders,
  SYNC_EMPLOYEE_FIELDS,
  type SyncRowTypes,
  type SyncTable,
  taskAssignments,
  tasks,
  tombstones,
  WORKING_SET_DAYS_AHEAD,
  WORKING_SET_DAYS_BACK,
} from '@bin-valet/schema';
import { and, between, eq, getTableColumns, gt, inArray, lte, or } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Orm, Store } from '../db/connection';
import { customerSelection, toSyncCustomer } from './customer-rows';

/**
 * GET /api/sync/pull (docs/architecture.md §4.4). Rows of the working set changed after the cursor, in version
 * order. The cursor is `{version}.{windowEnd}.{floor}`:
 * - `version`: every change with a version ≤ it has been delivered (or was outside the window);
 * - `windowEnd`: the last task date the client's window covered. The window moves with the calendar
 *   without any version change, so when today's window ends later, the server first sends the rows of
 *   the newly covered days whose version ≤ `version` ("catch-up", one day per page); rows with a
 *   higher version come in the normal version order, so nothing is sent twice;
 * - `floor`: the version when the client's first pull started. Out-of-window rows changed after it
 *   are sent as removals (a task moved out of the window must leave the phone); before it the client
 *   had nothing to remove.
 * Jobs (and job assignments) use a window JOB_MARGIN_DAYS wider on each side, since a job's two tasks
 * straddle its collection date.
 */

/** About this many newly covered days per catch-up page. */
const CATCH_UP_DAYS = 7;
/** A page also takes the window's last few days rather than leave them a round trip of their own. */
const CATCH_UP_TAIL_DAYS = 3;

/** The last day of a catch-up page starting at `from`. */
function pageEnd(from: string, windowEnd: string): string {
  const to = addDays(from, CATCH_UP_DAYS - 1);
  return to >= addDays(windowEnd, -CATCH_UP_TAIL_DAYS) ? windowEnd : to;
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

export interface Cursor {
  version: number;
  end: string;
  floor: number;
}

const CURSOR_RE = /^(\d{1,15})\.(\d{4}-\d{2}-\d{2})\.(\d{1,15})$/;
export const parseCursor = (s: string): Cursor | null => {
  const m = CURSOR_RE.exec(s);
  return m ? { version: Number(m[1]), end: m[2], floor: Number(m[3]) } : null;
};
export const formatCursor = (c: Cursor) => `${c.version}.${c.end}.${c.floor}`;

export interface Window {
  start: string;
  end: string;
}
const jobWindow = (w: Window): Window => ({
  start: addDays(w.start, -JOB_MARGIN_DAYS),
  end: addDays(w.end, JOB_MARGIN_DAYS),
});
const maxDate = (a: string, b: string) => (a > b ? a : b);

export const windowFor = (today: string): Window => ({
  start: addDays(today, -WORKING_SET_DAYS_BACK),
  end: addDays(today, WORKING_SET_DAYS_AHEAD),
});

/** Only the replicated columns: never tracking tokens, password hashes or session epochs. */
const pick = <T extends Record<string, AnySQLiteColumn>, K extends keyof T & string>(cols: T, fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, cols[f]])) as Pick<T, K>;
const employeeCols = pick(getTableColumns(employees), SYNC_EMPLOYEE_FIELDS);
type VersionCol = AnySQLiteColumn;
type DateCol = AnySQLiteColumn;

/** One candidate change: a row (with its date, when windowed) or a tombstone. */
interface Change {
  version: number;
  table: SyncTable;
  id: number;
  row?: SyncRowTypes[SyncTable];
  /** Customers and employees are always in the working set; tombstones never are. */
  inWindow: boolean;
}

/**
 * Changed rows per table after `c.version`, each with whether it is inside the window. Rows outside
 * the window are candidates only when changed after the floor (they become removals). Each table
 * gives at most `limit + 1` rows, enough to know whether more remain after a page of `limit`.
 */
function changedRows(db: Orm, w: Window, c: Cursor, limit: number, employeeId: number | undefined) {
  const jw = jobWindow(w);
  const inTask = (d: string) => d >= w.start && d <= w.end;
  const inJob = (d: string) => d >= jw.start && d <= jw.end;
  const n = limit + 1;
  const since = (col: VersionCol) => gt(col, c.version);
  const windowed = (col: VersionCol, date: DateCol, win: Window) =>
    and(since(col), or(between(date, win.start, win.end), gt(col, c.floor)));
  const out: Change[] = [];
  const customerRows = db
    .select(customerSelection)
    .from(customers)
    .where(since(customers.version))
    .orderBy(customers.version)
    .limit(n)
    .all()
    .map(toSyncCustomer);
  for (const r of customerRows) out.push({ version: r.version, table: 'customers', id: r.id, row: r, inWindow: true });
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
    .select(employeeCols)
    .from(employees)
    .where(since(employees.version))
    .orderBy(employees.version)
    .limit(n)
    .all() as SyncRowTypes['employees'][];
  for (const r of employeeRows) out.push({ version: r.version, table: 'employees', id: r.id, row: r, inWindow: true });
  const jobRows = db
    .select()
    .from(jobs)
    .where(windowed(jobs.version, jobs.collectionDate, jw))
    .orderBy(jobs.version)
    .limit(n)
    .all();
  for (const r of jobRows)
    out.push({ version: r.version, table: 'jobs', id: r.id, row: r, inWindow: inJob(r.collectionDate) });
  const taskRows = db
    .select()
    .from(tasks)
    .where(windowed(tasks.version, tasks.scheduledDate, w))
    .orderBy(tasks.version)
    .limit(n)
    .all();
  for (const r of taskRows)
    out.push({ version: r.version, table: 'tasks', id: r.id, row: r, inWindow: inTask(r.scheduledDate) });
  const taRows = db
    .select({ a: taskAssignments, d: tasks.scheduledDate })
    .from(taskAssignments)
    .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
    .where(windowed(taskAssignments.version, tasks.scheduledDate, w))
    .orderBy(taskAssignments.version)
    .limit(n)
    .all();
  for (const { a, d } of taRows)
    out.push({ version: a.version, table: 'taskAssignments', id: a.id, row: a, inWindow: inTask(d) });
  const jaRows = db
    .select({ a: jobAssignments, d: jobs.collectionDate })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
    .where(windowed(jobAssignments.version, jobs.collectionDate, jw))
    .orderBy(jobAssignments.version)
    .limit(n)
    .all();
  for (const { a, d } of jaRows)
    out.push({ version: a.version, table: 'jobAssignments', id: a.id, row: a, inWindow: inJob(d) });
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

function group(changes: Change[], sendRemovals: (c: Change) => boolean) {
  const rows: PullRows = {};
  const removed: PullTombstone[] = [];
  for (const c of changes) {
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

/** Rows of task dates [from, to] and job dates [jobFrom, jobTo] whose version ≤ `upTo`. */
function rowsOfDays(
  db: Orm,
  upTo: number,
  days: { from: string; to: string; jobFrom: string; jobTo: string },
  employeeId: number | undefined,
) {
  const { from, to, jobFrom, jobTo } = days;
  const old = (col: VersionCol) => lte(col, upTo);
  const rows: PullRows = {};
  const t = db
    .select()
    .from(tasks)
    .where(and(between(tasks.scheduledDate, from, to), old(tasks.version)))
    .all();
  if (t.length) rows.tasks = t;
  const ta = db
    .select({ a: taskAssignments })
    .from(taskAssignments)
    .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
    .where(and(between(tasks.scheduledDate, from, to), old(taskAssignments.version)))
    .all()
    .map((r) => r.a);
  if (ta.length) rows.taskAssignments = ta;
  if (employeeId !== undefined) {
    const ro = db
      .select()
      .from(routeOrders)
      .where(
        and(eq(routeOrders.employeeId, employeeId), between(routeOrders.routeDate, from, to), old(routeOrders.version)),
      )
      .all();
    if (ro.length) rows.routeOrders = ro;
  }
  if (jobFrom <= jobTo) {
    const j = db
      .select()
      .from(jobs)
      .where(and(between(jobs.collectionDate, jobFrom, jobTo), old(jobs.version)))
      .all();
    if (j.length) rows.jobs = j;
    const ja = db
      .select({ a: jobAssignments })
      .from(jobAssignments)
      .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
      .where(and(between(jobs.collectionDate, jobFrom, jobTo), old(jobAssignments.version)))
      .all()
      .map((r) => r.a);
    if (ja.length) rows.jobAssignments = ja;
  }
  return rows;
}

/**
 * One catch-up page: the rows of up to a week of newly covered days (task dates; job dates shifted by
 * the job margin) whose version ≤ the cursor's; newer ones come in version order later.
 */
function catchUpPage(db: Orm, c: Cursor, w: Window, employeeId: number | undefined): PullResponse {
  const from = maxDate(addDays(c.end, 1), w.start);
  const to = pageEnd(from, w.end);
  const jobFrom = maxDate(addDays(c.end, 1 + JOB_MARGIN_DAYS), jobWindow(w).start);
  const rows = rowsOfDays(db, c.version, { from, to, jobFrom, jobTo: addDays(to, JOB_MARGIN_DAYS) }, employeeId);
  return { rows, tombstones: [], cursor: formatCursor({ ...c, end: to }), hasMore: true, window: w };
}

/**
 * A new client's first page starts a snapshot of the working set as it is now (version V): every
 * customer and employee, and the first week of the window by the date indexes; the following weeks
 * come as catch-up pages, then changes after V in version order (floor = V, so rows leaving the window
 * are removals), rather than walking all history in version order
 * (docs/decisions/0012-first-pull-snapshot.md).
 */
function snapshotStart(store: Store, w: Window, employeeId: number | undefined): PullResponse {
  const db = store.orm;
  const version = store.currentVersion();
  const to = pageEnd(w.start, w.end);
  const rows = rowsOfDays(
    db,
    version,
    {
      from: w.start,
      to,
      jobFrom: jobWindow(w).start,
      jobTo: addDays(to, JOB_MARGIN_DAYS),
    },
    employeeId,
  );
  const customerRows = db
    .select(customerSelection)
    .from(customers)
    .where(lte(customers.version, version))
    .all()
    .map(toSyncCustomer);
  if (customerRows.length) rows.customers = customerRows;
  const employeeRows = db.select(employeeCols).from(employees).where(lte(employees.version, version)).all();
  if (employeeRows.length) rows.employees = employeeRows as SyncRowTypes['employees'][];
  const cursor = formatCursor({ version, end: to, floor: version });
  return { rows, tombstones: [], cursor, hasMore: true, window: w };
}

/**
 * Computes one page. Runs in one read transaction, so the page is a consistent snapshot. Route orders
 * are personal: only `employeeId`'s own are sent (none without it).
 */
export function pullPage(
  store: Store,
  cursorText: string,
  limit: number,
  today: string,
  employeeId?: number,
): PullResponse {
  const w = windowFor(today);
  return store.sqlite.transaction(() => {
    const c = cursorText ? parseCursor(cursorText) : null;
    if (!c) return snapshotStart(store, w, employeeId);
    if (c.end < w.end) return catchUpPage(store.orm, c, w, employeeId);

    const changes = changedRows(store.orm, w, c, limit, employeeId);
    changes.sort((a, b) => a.version - b.version);

    const hasMore = changes.length > limit;
    const page = changes.slice(0, limit);
    // Nothing more to send: jump to the counter itself (versions of unreplicated tables are skipped too).
    const version = hasMore ? page[page.length - 1].version : Math.max(c.version, store.currentVersion());
    const { rows, removed } = group(page, (ch) => ch.version > c.floor);
    return {
      rows,
      tombstones: removed,
      cursor: formatCursor({ version, end: maxDate(c.end, w.end), floor: c.floor }),
      hasMore,
      window: w,
    };
  })();
}
