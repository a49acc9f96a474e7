import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { messagesRoutes } from './messages.routes';

const AT = '/api/messages';

/** Undelivered messages and their retry. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, messagesRoutes());
}
