import { employees, jobAssignments, type RouteOrderDto, routeOrders, taskAssignments, tasks } from '@bin-valet/schema';
import { and, eq, ne } from 'drizzle-orm';
import type { Orm } from '../../db/connection';
import { displayName } from '../../domain/assignment-rules';
import { badRequest } from '../../http/errors';

/** Stops handed on to someone else no longer count as theirs. */
const REASSIGNED = 'reassigned';

/** The ids of `employeeId`'s tasks scheduled on `date`, by task or by job assignment. */
export function tasksOfDay(db: Orm, employeeId: number, date: string): Set<number> {
  const byTask = db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(taskAssignments, eq(taskAssignments.taskId, tasks.id))
    .where(
      and(
        eq(tasks.scheduledDate, date),
        eq(taskAssignments.employeeId, employeeId),
        ne(taskAssignments.status, REASSIGNED),
      ),
    )
    .all();
  const byJob = db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(jobAssignments, eq(jobAssignments.jobId, tasks.jobId))
    .where(
      and(
        eq(tasks.scheduledDate, date),
        eq(jobAssignments.employeeId, employeeId),
        ne(jobAssignments.status, REASSIGNED),
      ),
    )
    .all();
  return new Set([...byTask, ...byJob].map((r) => r.id));
}

/** A 400 naming the first id that is not one of the person's stops that day (someone else's, another day's, none). */
export function checkOwnStops(db: Orm, employeeId: number, date: string, taskIds: readonly number[]) {
  if (taskIds.length === 0) return;
  const own = tasksOfDay(db, employeeId, date);
  const stranger = taskIds.find((id) => !own.has(id));
  if (stranger !== undefined) throw badRequest(`Task ${stranger} is not one of this crew member's stops on ${date}`);
}

/** Stores the day's order, stamped with who set it; the later write wins whoever made the earlier one. */
export function storeRouteOrder(db: Orm, o: { employeeId: number; date: string; taskIds: number[]; by: number }) {
  db.insert(routeOrders)
    .values({ employeeId: o.employeeId, routeDate: o.date, taskIds: o.taskIds, updatedById: o.by })
    .onConflictDoUpdate({
      target: [routeOrders.employeeId, routeOrders.routeDate],
      set: { taskIds: o.taskIds, updatedById: o.by, updatedAt: new Date().toISOString() },
    })
    .run();
}

const orderRows = (db: Orm) =>
  db
    .select({ order: routeOrders, by: { id: employees.id, name: employees.name, username: employees.username } })
    .from(routeOrders)
    .leftJoin(employees, eq(employees.id, routeOrders.updatedById));

type OrderRow = ReturnType<ReturnType<typeof orderRows>['get']>;

const toDto = (employeeId: number, date: string, row: OrderRow): RouteOrderDto => ({
  employeeId,
  date,
  taskIds: row?.order.taskIds ?? [],
  updatedAt: row?.order.updatedAt ?? null,
  updatedBy: row?.by ? { id: row.by.id, name: displayName(row.by) } : null,
});

/** The day's order as the API answers it. */
export function readRouteOrder(db: Orm, employeeId: number, date: string): RouteOrderDto {
  const row = orderRows(db)
    .where(and(eq(routeOrders.employeeId, employeeId), eq(routeOrders.routeDate, date)))
    .get();
  return toDto(employeeId, date, row);
}

/** Every order stored for the day (a deleted employee's orders go with them: the foreign key cascades). */
export function readRouteOrdersOfDay(db: Orm, date: string): RouteOrderDto[] {
  return orderRows(db)
    .where(eq(routeOrders.routeDate, date))
    .all()
    .map((row) => toDto(row.order.employeeId, date, row));
}

export const employeeExists = (db: Orm, id: number) =>
  db.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).get() !== undefined;
