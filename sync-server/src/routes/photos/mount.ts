import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { photosRoutes } from './photos.routes';

const AT = '/api/photos';

/** Address photo files, staff only. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, photosRoutes());
}
