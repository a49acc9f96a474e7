import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { serviceChangesRoutes } from './service-changes.routes';

const AT = '/api/service-changes';

/** The city's calendar changes. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, serviceChangesRoutes());
}
