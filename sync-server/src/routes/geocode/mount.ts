import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { geocodeRoutes } from './geocode.routes';

const AT = '/api/geocode';

/** The office's address search for the Location card. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, geocodeRoutes());
}
