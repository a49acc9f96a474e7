import type { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { employeesRoutes } from './employees.routes';
import { timeOffRoutes } from './time-off.routes';

const AT = '/api/admin/employees';

/** Employees and their time off; the time-off router goes first so its fixed paths are never taken for an employee id. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, timeOffRoutes());
  app.route(AT, employeesRoutes());
}
