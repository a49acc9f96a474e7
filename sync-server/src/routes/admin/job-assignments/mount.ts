import type { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { jobAssignmentsRoutes } from './job-assignments.routes';

const AT = '/api/admin/job-assignments';

/** A crew member put on a whole job. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, jobAssignmentsRoutes());
}
