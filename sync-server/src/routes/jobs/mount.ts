import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { jobTasksRoutes } from './job-tasks.routes';
import { jobsRoutes } from './jobs.routes';

const AT = '/api/jobs';

/** Jobs, and their tasks read in bulk. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, jobsRoutes());
  app.route(AT, jobTasksRoutes());
}
