import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireRole, STAFF } from '../../auth/guard';
import { calendarCounts, crewTasks, routeTasks } from './crew-queries';
import { queryRange } from './date-range';

/** Range limits of the crew views: a planner window, and two months of calendar. */
export const CREW_TASKS_MAX_DAYS = 62;
export const CALENDAR_MAX_DAYS = 100;

/** Mounted at /api. The crew's read views (spec §3, §7); any staff role. */
export function crewRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/crew/tasks', requireRole(...STAFF), (c) =>
    c.json(crewTasks(c.get('store').sqlite, queryRange(c, CREW_TASKS_MAX_DAYS))),
  );

  app.get('/crew/route-tasks', requireRole(...STAFF), (c) =>
    c.json(routeTasks(c.get('store').sqlite, queryRange(c, CREW_TASKS_MAX_DAYS, { allowDate: true }))),
  );

  app.get('/crew/calendar-data', requireRole(...STAFF), (c) =>
    c.json(calendarCounts(c.get('store').sqlite, queryRange(c, CALENDAR_MAX_DAYS))),
  );

  return app;
}
