import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { collectionRequestsRoutes } from './collection-requests.routes';

const AT = '/api/collection-requests';

/** Collection requests: list, approve, decline. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, collectionRequestsRoutes());
}
