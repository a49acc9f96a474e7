import { todayIn } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { changesToPlanFor } from '../../domain/customer-changes';

/** The dashboard's "Customer changes", mounted at /api/customer-changes. */
export function customerChangesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requireRole(...OFFICE), (c) => {
    const today = todayIn(c.get('config').businessTz);
    return c.json(changesToPlanFor(c.get('store').orm, today, new Date()));
  });
  return app;
}
