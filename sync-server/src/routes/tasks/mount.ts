import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { assignmentsRoutes } from './assignments.routes';
import { taskPhotosRoutes } from './task-photos.routes';
import { tasksRoutes } from './tasks.routes';

const AT = '/api/tasks';

/** A task's status and date, its curb photos and who works it. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, tasksRoutes());
  app.route(AT, taskPhotosRoutes());
  app.route(AT, assignmentsRoutes());
}
