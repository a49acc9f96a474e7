import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { serviceTrackingRoutes } from './service-tracking.routes';

const AT = '/api/service-tracking';

/** service_tracking rows for the office. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, serviceTrackingRoutes());
}
