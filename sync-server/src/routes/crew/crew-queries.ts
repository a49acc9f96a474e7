import type Database from 'better-sqlite3';
import type { CrewTask, RouteTask } from '../../../../schema/api-types';
import { binsFor } from '../../../../schema/calendar';
import { completionDistanceM } from '../../../../schema/geo';
import { oncePer } from '../../db/once-per';
import type { DateRange } from './date-range';

/**
 * The crew views as single SQL joins over the tasks.scheduled_date index, as raw statements prepared
 * once per database connection (docs/decisions/0007-raw-sql-on-hot-paths.md).
 */
const SQL = {
  route: `
    SELECT t.id, t.job_id, j.customer_id, s.name AS customer_name, s.address, s.phone, s.latitude, s.longitude,
           t.task_type, t.status, t.scheduled_date, t.completed_lat, t.completed_lng,
           s.needs_garbage, s.garbage_qty, s.needs_compost, s.compost_qty, s.needs_recycling, s.recycling_qty,
           s.recycling_anchor_date, COALESCE(j.regular_date, j.collection_date) AS regular_date
    FROM tasks t
    JOIN jobs j ON j.id = t.job_id
    JOIN signups s ON s.id = j.customer_id
    WHERE t.scheduled_date BETWEEN ? AND ?
    ORDER BY t.scheduled_date, s.address, t.id`,
  crew: `
    SELECT t.id, t.job_id, t.task_type, t.status, t.scheduled_date, t.notes, t.completed_at, j.notes AS job_notes,
           s.id AS customer_id, s.name, s.address, s.needs_garbage, s.garbage_qty, s.needs_compost, s.compost_qty,
           s.needs_recycling, s.recycling_qty, s.recycling_anchor_date,
           COALESCE(j.regular_date, j.collection_date) AS regular_date
    FROM tasks t
    JOIN jobs j ON j.id = t.job_id
    JOIN signups s ON s.id = j.customer_id
    WHERE t.scheduled_date BETWEEN ? AND ?
    ORDER BY t.scheduled_date, s.address, t.id`,
  calendar: `
    SELECT scheduled_date AS date, COUNT(*) AS n
    FROM tasks
    WHERE scheduled_date BETWEEN ? AND ?
    GROUP BY scheduled_date`,
} as const;

type Statements = { [K in keyof typeof SQL]: Database.Statement };
/** For tests: the query plans, to check they search the scheduled_date index. */
export const CREW_SQL = SQL;

const statements = oncePer(
  (sqlite: Database.Database): Statements => ({
    route: sqlite.prepare(SQL.route),
    crew: sqlite.prepare(SQL.crew).raw(true),
    calendar: sqlite.prepare(SQL.calendar),
  }),
);

type RouteRow = Omit<RouteTask, 'completed_distance_m' | 'bins'> & {
  completed_lat: string | null;
  completed_lng: string | null;
  needs_garbage: number;
  garbage_qty: number;
  needs_compost: number;
  compost_qty: number;
  needs_recycling: number;
  recycling_qty: number;
  recycling_anchor_date: string | null;
  regular_date: string;
};

export function routeTasks(sqlite: Database.Database, r: DateRange): RouteTask[] {
  const rows = statements(sqlite).route.all(r.startDate, r.endDate) as RouteRow[];
  return rows.map(
    ({
      completed_lat,
      completed_lng,
      needs_garbage,
      garbage_qty,
      needs_compost,
      compost_qty,
      needs_recycling,
      recycling_qty,
      recycling_anchor_date,
      regular_date,
      ...task
    }) => ({
      ...task,
      completed_distance_m: completionDistanceM(
        { lat: completed_lat, lng: completed_lng },
        { lat: task.latitude, lng: task.longitude },
      ),
      bins: binsFor(
        {
          needsGarbage: needs_garbage === 1,
          garbageQty: garbage_qty,
          needsCompost: needs_compost === 1,
          compostQty: compost_qty,
          needsRecycling: needs_recycling === 1,
          recyclingQty: recycling_qty,
          recyclingAnchorDate: recycling_anchor_date,
        },
        regular_date,
      ),
    }),
  );
}

/** Column order of SQL.crew; read as arrays (raw mode) since the nested shape is built here anyway. */
type CrewRow = [
  id: number,
  jobId: number,
  taskType: string,
  status: string,
  scheduledDate: string,
  notes: string | null,
  completedAt: string | null,
  jobNotes: string | null,
  customerId: number,
  name: string,
  address: string,
  needsGarbage: number,
  garbageQty: number,
  needsCompost: number,
  compostQty: number,
  needsRecycling: number,
  recyclingQty: number,
  recyclingAnchorDate: string | null,
  regularDate: string,
];

export function crewTasks(sqlite: Database.Database, r: DateRange): CrewTask[] {
  const rows = statements(sqlite).crew.all(r.startDate, r.endDate) as CrewRow[];
  return rows.map((x) => {
    const customer = {
      id: x[8],
      name: x[9],
      address: x[10],
      needsGarbage: x[11] === 1,
      garbageQty: x[12],
      needsCompost: x[13] === 1,
      compostQty: x[14],
      needsRecycling: x[15] === 1,
      recyclingQty: x[16],
      recyclingAnchorDate: x[17],
    };
    return {
      id: x[0],
      jobId: x[1],
      taskType: x[2],
      status: x[3],
      scheduledDate: x[4],
      notes: x[5],
      completedAt: x[6],
      job: { notes: x[7], regularDate: x[18] },
      customer,
      bins: binsFor(customer, x[18]),
    };
  });
}

/** { 'yyyy-MM-dd': number of tasks } for days that have any. */
export function calendarCounts(sqlite: Database.Database, r: DateRange): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of statements(sqlite).calendar.all(r.startDate, r.endDate) as { date: string; n: number }[]) {
    out[row.date] = row.n;
  }
  return out;
}
