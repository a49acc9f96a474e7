import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { publicRoutes } from './public.routes';

const AT = '/api/public';

/** What the public pages read from the configuration. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, publicRoutes());
}
