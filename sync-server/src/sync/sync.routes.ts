import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** Mounted at /api/sync. */
export function syncRoutes() {
  const app = new Hono<AppEnv>();
  return app;
}
