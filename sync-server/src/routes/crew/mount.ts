import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { crewRoutes } from './crew.routes';

const AT = '/api/crew';

/** The crew's read views. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, crewRoutes());
}
