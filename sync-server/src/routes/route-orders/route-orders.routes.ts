import { dateOnly, employees, type RouteOrderDto, routeOrders } from '@bin-valet/schema';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { hasRole, OFFICE, requireRole, STAFF } from '../../auth/guard';
import { forbidden, notFound } from '../../http/errors';
import { idParam, parseOr400 } from '../../http/validate';

const dateQuery = v.object({ date: dateOnly('date is required') });

/**
 * Mounted at /api/route-orders: one crew member's route order for a day. Crew change theirs through the sync push
 * (`setRouteOrder`, so it works offline) and read it from their phone's copy; this read is for the
 * office, and for a crew member's own order on a device without the replica.
 */
export function routeOrdersRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:employeeId', requireRole(...STAFF), (c) => {
    const employeeId = idParam(c, 'employeeId');
    // Someone else's order is the office's business: refused before any lookup, so ids are not probed.
    if (c.get('user').id !== employeeId && !hasRole(c.get('user'), OFFICE)) throw forbidden();
    const { date } = parseOr400(dateQuery, { date: c.req.query('date') });
    const db = c.get('store').orm;
    if (!db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).get()) throw notFound();
    const row = db
      .select()
      .from(routeOrders)
      .where(and(eq(routeOrders.employeeId, employeeId), eq(routeOrders.routeDate, date)))
      .get();
    const answer: RouteOrderDto = {
      employeeId,
      date,
      taskIds: row?.taskIds ?? [],
      updatedAt: row?.updatedAt ?? null,
    };
    return c.json(answer);
  });

  return app;
}
