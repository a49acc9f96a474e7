import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { customerNotesRoutes } from './customer-notes.routes';

const AT = '/api/customer-notes';

/** Pinning a customer note. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, customerNotesRoutes());
}
