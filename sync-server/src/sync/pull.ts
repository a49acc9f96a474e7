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
  type SyncRowTypes,
  taskAssignments,
  tasks,
} from '@bin-valet/schema';
import { and, between, eq, lte } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Orm, Store } from '../db/connection';
import { loadHeld } from './held-sets';
import { changedRows, group } from './pull-changes';
import { crewPage } from './pull-crew';
import {
  type Cursor,
  formatCursor,
  jobWindow,
  maxDate,
  pageEnd,
  parseCursor,
  type Replica,
  shrinkStart,
  type Window,
  windowFor,
} from './pull-cursor';
import { customerSelection, employeeSelection, toSyncCustomer } from './replicated-rows';

/**
 * GET /api/sync/pull (docs/architecture.md §4.4): a new client's snapshot, catch-up pages of the days
 * a moving window newly covers, then changes in version order (cursor and window in ./pull-cursor).
 */

/** Rows of task dates [from, to] and job dates [jobFrom, jobTo] whose version ≤ `upTo`. */
function rowsOfDays(
  db: Orm,
  upTo: number,
  days: { from: string; to: string; jobFrom: string; jobTo: string },
  employeeId: number | undefined,
) {
  const { from, to, jobFrom, jobTo } = days;
  const old = (col: AnySQLiteColumn) => lte(col, upTo);
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
 * One page walking a cursor's end back to the window's (an office browser that held a longer window):
 * a week of the days no longer covered, as removals of their tasks, jobs and own route orders (crews go
 * with their task or job on the client). Rows changed after the cursor come later in version order, as
 * removals too, since they lie outside the window.
 */
function shrinkPage(db: Orm, c: Cursor, w: Window, employeeId: number | undefined): PullResponse {
  const from = shrinkStart(c.end, w.end);
  const to = c.end;
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const tombs: PullTombstone[] = [];
  const taskIds = ids(
    db
      .select({ id: tasks.id })
      .from(tasks)
      .where(between(tasks.scheduledDate, from, to))
      .all(),
  );
  for (const id of taskIds) tombs.push({ table: 'tasks', id });
  const jobFrom = addDays(from, JOB_MARGIN_DAYS);
  const jobTo = addDays(to, JOB_MARGIN_DAYS);
  for (const id of ids(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(between(jobs.collectionDate, jobFrom, jobTo))
      .all(),
  ))
    tombs.push({ table: 'jobs', id });
  if (employeeId !== undefined) {
    const orders = db
      .select({ id: routeOrders.id })
      .from(routeOrders)
      .where(and(eq(routeOrders.employeeId, employeeId), between(routeOrders.routeDate, from, to)))
      .all();
    for (const id of ids(orders)) tombs.push({ table: 'routeOrders', id });
  }
  const cursor = formatCursor({ ...c, end: addDays(from, -1) });
  return { rows: {}, tombstones: tombs, cursor, hasMore: true, window: w };
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
  const employeeRows = db.select(employeeSelection).from(employees).where(lte(employees.version, version)).all();
  if (employeeRows.length) rows.employees = employeeRows as SyncRowTypes['employees'][];
  const cursor = formatCursor({ version, end: to, floor: version, epoch: store.epoch });
  return { rows, tombstones: [], cursor, hasMore: true, window: w };
}

/** An empty page telling the client to drop its replica and pull again from an empty cursor. */
const restartAnswer = (w: Window): PullResponse => ({
  rows: {},
  tombstones: [],
  cursor: '',
  hasMore: true,
  window: w,
  restart: true,
});

/**
 * Computes one page. Runs in one transaction, so the page is a consistent snapshot. Route orders
 * are personal: only `employeeId`'s own are sent (none without it). A crew phone holds its working
 * set only (./pull-crew); an office browser every stop of its shorter window.
 */
export function pullPage(
  store: Store,
  cursorText: string,
  limit: number,
  today: string,
  employeeId?: number,
  replica: Replica = 'office',
): PullResponse {
  const w = windowFor(today, replica);
  return store.sqlite.transaction(() => {
    const c = cursorText ? parseCursor(cursorText) : null;
    if (replica === 'crew' && employeeId !== undefined) {
      if (!c) return crewPage(store, null, [], limit, today, w, employeeId);
      if (c.epoch !== store.epoch) return restartAnswer(w);
      // A cursor naming no held set was given while the phone held every crew's stops: it starts again.
      const held = c.held ? loadHeld(store.orm, c.held) : null;
      if (!held) return restartAnswer(w);
      return crewPage(store, c, held, limit, today, w, employeeId);
    }
    if (!c) return snapshotStart(store, w, employeeId);
    // Restored from a backup since this phone's last pull: its rows may be of a future that never was.
    if (c.epoch !== store.epoch) return restartAnswer(w);
    // A crew phone's cursor (its account became an office one) holds only its own stops: start again.
    if (c.held) return restartAnswer(w);
    if (c.end > w.end) return shrinkPage(store.orm, c, w, employeeId);
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
      cursor: formatCursor({ version, end: maxDate(c.end, w.end), floor: c.floor, epoch: c.epoch }),
      hasMore,
      window: w,
    };
  })();
}
