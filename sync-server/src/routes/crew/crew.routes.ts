import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireRole, STAFF } from '../../auth/guard';
import { queryRange } from '../../http/date-range';
import { cachedJson } from '../../http/version-cache';
import { calendarCounts, crewTasks, routeTasks } from './crew-queries';

/** Range limits of the crew views: a planner window, and two months of calendar. */
export const CREW_TASKS_MAX_DAYS = 62;
export const CALENDAR_MAX_DAYS = 100;

/** Mounted at /api/crew. The crew's read views; any staff role. */
export function crewRoutes() {
  const app = new Hono<AppEnv>();

  // The answers depend only on the range and the data, so they are cached by database version.
  app.get('/tasks', requireRole(...STAFF), (c) => {
    const range = queryRange(c, CREW_TASKS_MAX_DAYS);
    return cachedJson(c, `tasks:${range.startDate}:${range.endDate}`, () => crewTasks(c.get('store').orm, range));
  });

  app.get('/route-tasks', requireRole(...STAFF), (c) => {
    const range = queryRange(c, CREW_TASKS_MAX_DAYS, { allowDate: true });
    return cachedJson(c, `route:${range.startDate}:${range.endDate}`, () => routeTasks(c.get('store').orm, range));
  });

  app.get('/calendar-data', requireRole(...STAFF), (c) => {
    const range = queryRange(c, CALENDAR_MAX_DAYS);
    return cachedJson(c, `calendar:${range.startDate}:${range.endDate}`, () =>
      calendarCounts(c.get('store').orm, range),
    );
  });

  return app;
}
