import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { signupJobsRoutes } from './jobs.routes';
import { paymentsRoutes } from './payments.routes';
import { signupServicePeriodsRoutes } from './service-periods.routes';
import { signupsRoutes } from './signups.routes';

const AT = '/api/signups';

/** Customers (the signups table) and their payments, service periods and jobs. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, signupsRoutes());
  app.route(AT, paymentsRoutes());
  app.route(AT, signupServicePeriodsRoutes());
  app.route(AT, signupJobsRoutes());
}
