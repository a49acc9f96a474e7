import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { servicePeriodsRoutes } from './service-periods.routes';

const AT = '/api/service-periods';

/** A service period: change, delete, generate its jobs. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, servicePeriodsRoutes());
}
