import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { customerChangesRoutes } from './customer-changes.routes';

const AT = '/api/customer-changes';

/** Self-service changes touching today's or tomorrow's work, for the office's dashboard. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, customerChangesRoutes());
}
