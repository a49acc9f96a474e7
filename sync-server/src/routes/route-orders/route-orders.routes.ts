import { dateOnly, routeOrderPutSchema, todayIn } from '@bin-valet/schema';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { hasRole, OFFICE, requireRole, STAFF } from '../../auth/guard';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { idParam, parseOr400, readJson } from '../../http/validate';
import { routeDateRefusal } from '../../sync/pull-cursor';
import {
  checkOwnStops,
  employeeExists,
  readRouteOrder,
  readRouteOrdersOfDay,
  storeRouteOrder,
} from './route-order-writes';

const dateQuery = v.object({ date: dateOnly('date is required') });

/**
 * Mounted at /api/route-orders: one crew member's route order for a day (or every one, for the office).
 * The office plans it here (PUT) and it replicates to that crew member's phones; crew change theirs
 * through the sync push (`setRouteOrder`, so it works offline). Whoever writes last wins, and the order
 * says who that was.
 */
export function routeOrdersRoutes() {
  const app = new Hono<AppEnv>();

  /** Someone else's order is the office's business: refused before any lookup, so ids are not probed. */
  const ownOrOffice = (c: Context<AppEnv>, employeeId: number) => {
    if (c.get('user').id !== employeeId && !hasRole(c.get('user'), OFFICE)) throw forbidden();
  };

  /** The office's plan of a day reads every crew member's order at once (the planner's crews come from its replica). */
  app.get('/', requireRole(...OFFICE), (c) => {
    const { date } = parseOr400(dateQuery, { date: c.req.query('date') });
    return c.json(readRouteOrdersOfDay(c.get('store').orm, date));
  });

  app.get('/:employeeId', requireRole(...STAFF), (c) => {
    const employeeId = idParam(c, 'employeeId');
    ownOrOffice(c, employeeId);
    const { date } = parseOr400(dateQuery, { date: c.req.query('date') });
    const db = c.get('store').orm;
    if (!employeeExists(db, employeeId)) throw notFound();
    return c.json(readRouteOrder(db, employeeId, date));
  });

  app.put('/:employeeId', requireRole(...STAFF), async (c) => {
    const employeeId = idParam(c, 'employeeId');
    const user = c.get('user');
    ownOrOffice(c, employeeId);
    const { date } = parseOr400(dateQuery, { date: c.req.query('date') });
    const { taskIds } = await readJson(c, routeOrderPutSchema);
    // Crew keep to the days their phone holds, as with their own pushed order; the office plans any day.
    if (!hasRole(user, OFFICE)) {
      const outside = routeDateRefusal(date, todayIn(c.get('config').businessTz), 'crew');
      if (outside) throw badRequest(outside);
    }
    const answer = c.get('store').write((db) => {
      if (!employeeExists(db, employeeId)) throw notFound();
      checkOwnStops(db, employeeId, date, taskIds);
      storeRouteOrder(db, { employeeId, date, taskIds, by: user.id });
      return readRouteOrder(db, employeeId, date);
    });
    return c.json(answer);
  });

  return app;
}
