import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { routeOrdersRoutes } from './route-orders.routes';

const AT = '/api/route-orders';

/** A crew member's route order for a day. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, routeOrdersRoutes());
}
