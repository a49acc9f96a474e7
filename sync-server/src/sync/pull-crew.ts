import {
  customers,
  employees,
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
import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Orm, Store } from '../db/connection';
import { saveHeld } from './held-sets';
import { changedRows, group } from './pull-changes';
import { type Cursor, formatCursor, type Window } from './pull-cursor';
import { customerSelection, employeeSelection, toSyncCustomer } from './replicated-rows';
import { byUrgency, stopsOf, type WorkingStop, workingSet } from './working-set';

/**
 * A crew phone's pull (docs/decisions/0043-crew-working-set.md). Its cursor names the stops it holds.
 * Each page first compares them with its working set now: stops that entered come whole (task, crew,
 * job, job crew, customer: even rows unchanged for months), stops that left go as removals, at most
 * `limit` stops a page. Only when the two agree does the page send the held rows' changes in version
 * order. Whatever moved a stop (an assignment, a date change, the calendar turning), the phone ends
 * with exactly its working set, offline or not, and a page pulled twice gives the same answer.
 */

const ids = (list: number[]) => JSON.stringify(list);
const among = (col: AnySQLiteColumn, list: number[]): SQL => sql`${col} IN (SELECT value FROM json_each(${ids(list)}))`;
const unique = (list: number[]) => [...new Set(list)];

/** Every row the phone needs for these stops; jobs and customers it holds already are left out. */
function rowsOfStops(db: Orm, stops: WorkingStop[], keep: { jobs: Set<number>; customers: Set<number> }): PullRows {
  const rows: PullRows = {};
  if (stops.length === 0) return rows;
  const taskIds = stops.map((s) => s.id);
  const jobIds = unique(stops.map((s) => s.jobId)).filter((id) => !keep.jobs.has(id));
  const customerIds = unique(stops.map((s) => s.customerId)).filter((id) => !keep.customers.has(id));
  rows.tasks = db.select().from(tasks).where(among(tasks.id, taskIds)).all();
  const ta = db.select().from(taskAssignments).where(among(taskAssignments.taskId, taskIds)).all();
  if (ta.length) rows.taskAssignments = ta;
  if (jobIds.length) {
    rows.jobs = db.select().from(jobs).where(among(jobs.id, jobIds)).all();
    const ja = db.select().from(jobAssignments).where(among(jobAssignments.jobId, jobIds)).all();
    if (ja.length) rows.jobAssignments = ja;
  }
  if (customerIds.length)
    rows.customers = db
      .select(customerSelection)
      .from(customers)
      .where(among(customers.id, customerIds))
      .all()
      .map(toSyncCustomer);
  return rows;
}

const jobsAndCustomers = (stops: readonly WorkingStop[]) => ({
  jobs: new Set(stops.map((s) => s.jobId)),
  customers: new Set(stops.map((s) => s.customerId)),
});

/**
 * One page for a crew phone. `c` is null on a first pull; `held` the ids its cursor names ([] then).
 * Runs inside the caller's transaction; it may store a new held set (./held-sets).
 */
export function crewPage(
  store: Store,
  c: Cursor | null,
  held: number[],
  limit: number,
  today: string,
  w: Window,
  employeeId: number,
): PullResponse {
  const db = store.orm;
  const wanted = workingSet(db, employeeId, today, w, store.currentVersion());
  const wantedIds = new Set(wanted.map((s) => s.id));
  const heldIds = new Set(held);
  const added = byUrgency(
    wanted.filter((s) => !heldIds.has(s.id)),
    today,
  ).slice(0, limit);
  const left = held.filter((id) => !wantedIds.has(id));
  const version = c ? c.version : store.currentVersion();
  const base = c ?? { version, end: w.end, floor: version, epoch: store.epoch };

  if (!c || added.length > 0 || left.length > 0) {
    const staying = wanted.filter((s) => heldIds.has(s.id));
    const keep = jobsAndCustomers(staying);
    const rows = rowsOfStops(db, added, keep);
    if (!c) firstPullExtras(db, rows, employeeId, w);
    const tombstones = removals(db, left, jobsAndCustomers([...staying, ...added]));
    const next = [...staying.map((s) => s.id), ...added.map((s) => s.id)];
    const cursor = formatCursor({ ...base, end: w.end, held: saveHeld(db, next) });
    return { rows, tombstones, cursor, hasMore: true, window: w };
  }

  const need = jobsAndCustomers(wanted);
  const changes = changedRows(db, w, c, limit, employeeId, {
    taskIds: wantedIds,
    jobIds: need.jobs,
    customerIds: need.customers,
  });
  changes.sort((a, b) => a.version - b.version);
  const hasMore = changes.length > limit;
  const page = changes.slice(0, limit);
  const next = hasMore ? page[page.length - 1].version : Math.max(c.version, store.currentVersion());
  const { rows, removed } = group(page, (ch) => ch.version > c.floor);
  return {
    rows,
    tombstones: removed,
    cursor: formatCursor({ ...c, version: next, end: w.end }),
    hasMore,
    window: w,
  };
}

/** A first pull also brings every employee (names on the cards) and the phone's own route orders. */
function firstPullExtras(db: Orm, rows: PullRows, employeeId: number, w: Window) {
  const staff = db.select(employeeSelection).from(employees).all();
  if (staff.length) rows.employees = staff as SyncRowTypes['employees'][];
  const orders = db
    .select()
    .from(routeOrders)
    .where(and(eq(routeOrders.employeeId, employeeId), between(routeOrders.routeDate, w.start, w.end)))
    .all();
  if (orders.length) rows.routeOrders = orders;
}

/**
 * Stops that left the phone's working set, and the jobs and customers no stop it keeps needs. A stop
 * deleted meanwhile has a tombstone of its own; its job and customer then leave by theirs.
 */
function removals(db: Orm, left: number[], kept: { jobs: Set<number>; customers: Set<number> }): PullTombstone[] {
  if (left.length === 0) return [];
  const gone = stopsOf(db, left);
  const out: PullTombstone[] = left.map((id) => ({ table: 'tasks', id }));
  for (const id of unique(gone.map((s) => s.jobId))) if (!kept.jobs.has(id)) out.push({ table: 'jobs', id });
  for (const id of unique(gone.map((s) => s.customerId)))
    if (!kept.customers.has(id)) out.push({ table: 'customers', id });
  return out;
}
