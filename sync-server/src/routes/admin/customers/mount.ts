import type { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { billingListRoutes } from './billing-list.routes';
import { nextJobsRoutes } from './next-jobs.routes';

const AT = '/api/admin/customers';

/** The office's customer list extras. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, nextJobsRoutes());
  app.route(AT, billingListRoutes());
}
