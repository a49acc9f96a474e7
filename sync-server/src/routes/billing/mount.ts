import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { webhookRoutes } from './webhook.routes';

const AT = '/api/billing';

/** Stripe's calls to us: the signed webhook. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, webhookRoutes());
}
