import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { customerServicesRoutes } from './services.routes';

const AT = '/api/customer';

/** A customer's past and upcoming services for staff. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, customerServicesRoutes());
}
