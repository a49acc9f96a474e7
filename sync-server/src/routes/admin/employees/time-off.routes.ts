import {
  type AssignedStop,
  type EmployeeConflict,
  employees,
  employeeTimeOff,
  isDateOnly,
  OPS_MSG,
  TIME_OFF_STATUSES,
  type TimeOff,
  type TimeOffDecision,
  type TimeOffListItem,
  timeOffCreateSchema,
  timeOffPatchSchema,
} from '@bin-valet/schema';
import { and, desc, eq, getTableColumns, gte, inArray, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../app-env';
import { MANAGER, OFFICE, requireAuth, requireRole } from '../../../auth/guard';
import type { Orm } from '../../../db/connection';
import { assignedStops, unassignStops } from '../../../domain/task-assignment-writes';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { idParam, parseOr400, readJson } from '../../../http/validate';
import { employeeDtoOr404, isManager, requireManagerOrSelf } from './access';

export const TIME_OFF_MSG = {
  onlyPending: 'Only pending requests can be approved or denied',
  badStatus: 'Status must be pending, approved or denied',
  invalidDate: 'Invalid date',
  deleted: 'Time off record deleted',
  unassignOnlyOnApproval: 'Stops can only be unassigned when approving time off',
  badRange: 'From must be on or before to',
} as const;

/** A manager may file a request straight as pending (or any status); it is approved otherwise. */
const statusField = v.object({
  status: v.optional(v.picklist(TIME_OFF_STATUSES, 'Status must be pending, approved or denied')),
});

const blankToNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/**
 * Time off. Mounted before the employees router, so /admin/employees/time-off/:id and
 * /admin/employees/conflicts-for-date/:date are matched here and never taken for an employee id.
 */
export function timeOffRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/conflicts-for-date/:date', requireRole(...OFFICE), (c) => {
    const date = c.req.param('date');
    if (!isDateOnly(date)) throw badRequest(TIME_OFF_MSG.invalidDate);
    return c.json(conflictsForDate(c.get('store').orm, date));
  });

  // Everyone's time off ending on or after `from` (the people list's upcoming time off, the office's inbox).
  app.get('/time-off', requireRole(...MANAGER), (c) => {
    const from = c.req.query('from');
    const status = c.req.query('status');
    if (from !== undefined && !isDateOnly(from)) throw badRequest(TIME_OFF_MSG.invalidDate);
    if (status !== undefined && !(TIME_OFF_STATUSES as readonly string[]).includes(status))
      throw badRequest(TIME_OFF_MSG.badStatus);
    return c.json<TimeOffListItem[]>(timeOffList(c.get('store').orm, from, status));
  });

  app.patch('/time-off/:id', requireRole(...MANAGER), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, timeOffPatchSchema);
    const updated = c.get('store').write((db) => {
      const row = db.select().from(employeeTimeOff).where(eq(employeeTimeOff.id, id)).get();
      if (!row) throw notFound();
      // Approve and deny are decisions on a pending request; other edits are allowed at any status.
      const deciding = body.status === 'approved' || body.status === 'denied';
      if (deciding && row.status !== 'pending') throw conflict(TIME_OFF_MSG.onlyPending);
      if (body.unassignStops && body.status !== 'approved') throw badRequest(TIME_OFF_MSG.unassignOnlyOnApproval);
      const startDate = body.startDate ?? row.startDate;
      const endDate = body.endDate ?? row.endDate;
      if (endDate < startDate) throw badRequest(OPS_MSG.endBeforeStart);
      const changes: Partial<TimeOff> = { startDate, endDate };
      if (body.type !== undefined) changes.type = body.type;
      if (body.notes !== undefined) changes.notes = blankToNull(body.notes);
      if (body.status !== undefined) changes.status = body.status;
      const saved = db.update(employeeTimeOff).set(changes).where(eq(employeeTimeOff.id, id)).returning().get();
      if (!body.unassignStops) return saved;
      // Same transaction as the approval: the person is never approved yet still on those stops.
      return { ...saved, unassignedTaskIds: unassignStops(db, saved.employeeId, startDate, endDate) };
    });
    return c.json<TimeOffDecision>(updated);
  });

  // A person's open stops in a range: what approving their time off would leave without them.
  app.get('/:id/assigned-stops', requireRole(...MANAGER), (c) => {
    const id = idParam(c);
    const from = c.req.query('from');
    const to = c.req.query('to');
    if (!from || !to || !isDateOnly(from) || !isDateOnly(to)) throw badRequest(TIME_OFF_MSG.invalidDate);
    if (to < from) throw badRequest(TIME_OFF_MSG.badRange);
    employeeDtoOr404(c, id);
    return c.json<AssignedStop[]>(assignedStops(c.get('store').orm, id, from, to));
  });

  app.delete('/time-off/:id', requireRole(...MANAGER), (c) => {
    const id = idParam(c);
    const removed = c
      .get('store')
      .write((db) =>
        db.delete(employeeTimeOff).where(eq(employeeTimeOff.id, id)).returning({ id: employeeTimeOff.id }).get(),
      );
    if (!removed) throw notFound();
    return c.json({ message: TIME_OFF_MSG.deleted });
  });

  app.get('/:id/time-off', requireAuth, (c) => {
    const id = idParam(c);
    requireManagerOrSelf(c, id);
    employeeDtoOr404(c, id);
    const rows = c
      .get('store')
      .orm.select()
      .from(employeeTimeOff)
      .where(eq(employeeTimeOff.employeeId, id))
      .orderBy(desc(employeeTimeOff.startDate), desc(employeeTimeOff.id))
      .all();
    return c.json(rows);
  });

  app.post('/:id/time-off', requireAuth, async (c) => {
    const id = idParam(c);
    // Anyone may request time off for themself; only a manager files it for someone else (docs/architecture.md §7.4).
    requireManagerOrSelf(c, id);
    const body = await readJson(c, timeOffCreateSchema);
    const { status } = parseOr400(statusField, await c.req.json());
    employeeDtoOr404(c, id);
    const created = c.get('store').write((db) =>
      db
        .insert(employeeTimeOff)
        .values({
          employeeId: id,
          startDate: body.startDate,
          endDate: body.endDate,
          type: body.type,
          notes: blankToNull(body.notes),
          // A non-manager's request always waits for approval.
          status: isManager(c) ? (status ?? 'approved') : 'pending',
        })
        .returning()
        .get(),
    );
    return c.json(created, 201);
  });

  return app;
}

function timeOffList(orm: Orm, from: string | undefined, status: string | undefined): TimeOffListItem[] {
  const where = [
    from ? gte(employeeTimeOff.endDate, from) : undefined,
    status ? eq(employeeTimeOff.status, status) : undefined,
  ];
  return orm
    .select({ ...getTableColumns(employeeTimeOff), employeeName: employees.name, employeeUsername: employees.username })
    .from(employeeTimeOff)
    .innerJoin(employees, eq(employees.id, employeeTimeOff.employeeId))
    .where(and(...where))
    .orderBy(employeeTimeOff.startDate, employeeTimeOff.id)
    .all();
}

/** Every active employee with the time off that covers `date`: approved wins over pending. */
function conflictsForDate(orm: Orm, date: string): EmployeeConflict[] {
  const active = orm.select({ id: employees.id }).from(employees).where(eq(employees.isActive, true)).all();
  const covering = orm
    .select()
    .from(employeeTimeOff)
    .where(
      and(
        lte(employeeTimeOff.startDate, date),
        gte(employeeTimeOff.endDate, date),
        inArray(employeeTimeOff.status, ['approved', 'pending']),
      ),
    )
    .orderBy(employeeTimeOff.startDate, employeeTimeOff.id)
    .all();
  return active.map(({ id }) => {
    const mine = covering.filter((t) => t.employeeId === id);
    const hit = mine.find((t) => t.status === 'approved') ?? mine.find((t) => t.status === 'pending');
    if (!hit) return { id, hasConflict: false, conflictType: null, conflictingTimeOff: null };
    return {
      id,
      hasConflict: true,
      conflictType: hit.status as 'approved' | 'pending',
      conflictingTimeOff: {
        type: hit.type,
        status: hit.status,
        startDate: hit.startDate,
        endDate: hit.endDate,
        notes: hit.notes,
      },
    };
  });
}
