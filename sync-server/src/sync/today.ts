import {
  addDays,
  customers,
  employees,
  JOB_MARGIN_DAYS,
  jobAssignments,
  jobs,
  type PullRows,
  routeOrders,
  SYNC_EMPLOYEE_FIELDS,
  type SyncRowTypes,
  type TodaySlice,
  taskAssignments,
  tasks,
} from '@bin-valet/schema';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { SessionUser } from '../app-env';
import type { Store } from '../db/connection';
import { windowFor } from './pull-cursor';
import { customerSelection, toSyncCustomer } from './replicated-rows';
import { workingSet } from './working-set';

const employeeCols = Object.fromEntries(SYNC_EMPLOYEE_FIELDS.map((f) => [f, getTableColumns(employees)[f]])) as Pick<
  ReturnType<typeof getTableColumns<typeof employees>>,
  (typeof SYNC_EMPLOYEE_FIELDS)[number]
>;

/** SQLite's limit on bound parameters is far above a day's tasks, but chunk anyway for big days. */
const CHUNK = 500;
function chunked<T>(ids: number[], read: (part: number[]) => T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...read(ids.slice(i, i + CHUNK)));
  return out;
}

/**
 * GET /api/sync/today (docs/architecture.md §4.5, docs/decisions/0026-todays-route-first.md): what one
 * day's crew screen needs on an empty phone, before the first pull fills the working set. A crew member
 * gets the day's stops of their working set (./working-set); office roles, who may pull every task, get
 * the whole day.
 * Each task comes with its crew, its job (with the job's crew) and the job's customer, the employees
 * and the caller's own route order of that day. No cursor: the first pull still sends all of it.
 */
export function todaySlice(
  store: Store,
  date: string,
  user: Pick<SessionUser, 'id' | 'role'>,
  today: string,
): TodaySlice {
  const db = store.orm;
  return store.sqlite.transaction((): TodaySlice => {
    const crewIds = () =>
      workingSet(db, user.id, today, windowFor(today, 'crew'), store.currentVersion())
        .filter((s) => s.date === date)
        .map((s) => s.id);
    const dayTasks =
      user.role === 'crew'
        ? chunked(crewIds(), (part) => db.select().from(tasks).where(inArray(tasks.id, part)).all())
        : db.select().from(tasks).where(eq(tasks.scheduledDate, date)).all();
    // A crew member assigned twice to one task reads it once.
    const taskRows = [...new Map(dayTasks.map((t) => [t.id, t])).values()];
    const taskIds = taskRows.map((t) => t.id);
    const rows: PullRows = {};
    const employeeRows = db.select(employeeCols).from(employees).all() as SyncRowTypes['employees'][];
    if (employeeRows.length) rows.employees = employeeRows;
    const orders = db
      .select()
      .from(routeOrders)
      .where(and(eq(routeOrders.employeeId, user.id), eq(routeOrders.routeDate, date)))
      .all();
    if (orders.length) rows.routeOrders = orders;
    if (taskIds.length === 0) return { date, rows };
    rows.tasks = taskRows;
    rows.taskAssignments = chunked(taskIds, (part) =>
      db.select().from(taskAssignments).where(inArray(taskAssignments.taskId, part)).all(),
    );
    // A job's two tasks straddle its collection date by at most the job margin, as in the pull.
    const from = addDays(date, -JOB_MARGIN_DAYS);
    const to = addDays(date, JOB_MARGIN_DAYS);
    const jobIds = [...new Set(taskRows.map((t) => t.jobId))];
    const jobRows = chunked(jobIds, (part) => db.select().from(jobs).where(inArray(jobs.id, part)).all()).filter(
      (j) => j.collectionDate >= from && j.collectionDate <= to,
    );
    if (jobRows.length) {
      rows.jobs = jobRows;
      const inJobs = jobRows.map((j) => j.id);
      rows.jobAssignments = chunked(inJobs, (part) =>
        db.select().from(jobAssignments).where(inArray(jobAssignments.jobId, part)).all(),
      );
      const customerIds = [...new Set(jobRows.map((j) => j.customerId))];
      rows.customers = chunked(customerIds, (part) =>
        db.select(customerSelection).from(customers).where(inArray(customers.id, part)).all(),
      ).map(toSyncCustomer);
    }
    return { date, rows };
  })();
}
