import type { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { adminJobsRoutes } from './jobs.routes';

const AT = '/api/admin/jobs';

/** The office's job lists by assignment. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, adminJobsRoutes());
}
