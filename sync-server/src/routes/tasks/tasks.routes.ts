import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Mounted at /api. */
export function tasksRoutes() {
  const app = new Hono<AppEnv>();
  return app;
}
