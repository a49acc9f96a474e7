import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { generateAllJobsRoutes } from './generate-all-jobs.routes';

const AT = '/api/generate-all-jobs';

/** Jobs for one customer's whole range. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, generateAllJobsRoutes());
}
