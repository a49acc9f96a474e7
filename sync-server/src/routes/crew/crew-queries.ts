import {
  binsFor,
  type CrewTask,
  completionDistanceM,
  employees,
  isSkippedByCustomer,
  type RouteTask,
  type RouteTaskCrew,
  taskAssignments,
  tasks,
} from '@bin-valet/schema';
import { asc, between, eq } from 'drizzle-orm';
import type { Orm } from '../../db/connection';
import { crewStatements } from '../../db/raw-sql';
import { displayName } from '../../domain/assignment-rules';
import type { DateRange } from '../../http/date-range';

/** The crew views: rows from the statements in db/raw-sql/, shaped for the API. */
type RouteRow = Omit<RouteTask, 'completed_distance_m' | 'bins' | 'crew' | 'skipped_by_customer'> & {
  notes: string | null;
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

/** The crews of the range's tasks, by task. */
function crewsOf(orm: Orm, r: DateRange): Map<number, RouteTaskCrew[]> {
  const rows = orm
    .select({
      taskId: taskAssignments.taskId,
      employeeId: taskAssignments.employeeId,
      role: taskAssignments.role,
      name: employees.name,
      username: employees.username,
    })
    .from(taskAssignments)
    .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
    .innerJoin(employees, eq(employees.id, taskAssignments.employeeId))
    .where(between(tasks.scheduledDate, r.startDate, r.endDate))
    .orderBy(asc(taskAssignments.id))
    .all();
  const out = new Map<number, RouteTaskCrew[]>();
  for (const { taskId, employeeId, role, name, username } of rows) {
    const list = out.get(taskId) ?? [];
    list.push({ employee_id: employeeId, name: displayName({ name, username }), role });
    out.set(taskId, list);
  }
  return out;
}

export function routeTasks(orm: Orm, r: DateRange): RouteTask[] {
  const rows = crewStatements(orm).route.all(r.startDate, r.endDate) as RouteRow[];
  const crews = crewsOf(orm, r);
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
      notes,
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
      crew: crews.get(task.id) ?? [],
      skipped_by_customer: isSkippedByCustomer({ status: task.status, notes }),
    }),
  );
}

/** Column order of CREW_SQL.crew (db/raw-sql/crew-views.ts); read as arrays (raw mode) since the nested shape is built here anyway. */
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

export function crewTasks(orm: Orm, r: DateRange): CrewTask[] {
  const rows = crewStatements(orm).crew.all(r.startDate, r.endDate) as CrewRow[];
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
export function calendarCounts(orm: Orm, r: DateRange): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of crewStatements(orm).calendar.all(r.startDate, r.endDate) as { date: string; n: number }[]) {
    out[row.date] = row.n;
  }
  return out;
}
