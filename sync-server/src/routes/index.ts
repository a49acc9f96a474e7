import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { syncRoutes } from '../sync/sync.routes';
import { assignmentsRoutes } from './assignments/assignments.routes';
import { billingRoutes } from './billing/billing.routes';
import { collectionRequestsRoutes } from './collection-requests/collection-requests.routes';
import { crewRoutes } from './crew/crew.routes';
import { customersRoutes } from './customers/customers.routes';
import { employeesRoutes } from './employees/employees.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { messagesRoutes } from './messages/messages.routes';
import { notesRoutes } from './notes/notes.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { photosRoutes } from './photos/photos.routes';
import { publicRoutes } from './public/public.routes';
import { qrRoutes } from './qr/qr.routes';
import { routeOrdersRoutes } from './route-orders/route-orders.routes';
import { serviceChangesRoutes } from './service-changes/service-changes.routes';
import { servicePeriodsRoutes } from './service-periods/service-periods.routes';
import { taskPhotosRoutes } from './task-photos/task-photos.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { timeOffRoutes } from './time-off/time-off.routes';
import { trackingRoutes } from './tracking/tracking.routes';

/**
 * Every resource router, mounted at /api. Order matters where paths overlap: time-off's
 * /admin/employees/time-off/:id must be tried before employees' /admin/employees/:id.
 */
export function mountApi(app: Hono<AppEnv>) {
  app.route('/api/sync', syncRoutes());
  app.route('/api', publicRoutes());
  app.route('/api', qrRoutes());
  app.route('/api', trackingRoutes());
  app.route('/api', billingRoutes());
  app.route('/api', collectionRequestsRoutes());
  app.route('/api', customersRoutes());
  app.route('/api', notesRoutes());
  app.route('/api', paymentsRoutes());
  app.route('/api', photosRoutes());
  app.route('/api', servicePeriodsRoutes());
  app.route('/api', serviceChangesRoutes());
  app.route('/api', jobsRoutes());
  app.route('/api', tasksRoutes());
  app.route('/api', taskPhotosRoutes());
  app.route('/api', assignmentsRoutes());
  app.route('/api', crewRoutes());
  app.route('/api', routeOrdersRoutes());
  app.route('/api', timeOffRoutes());
  app.route('/api', employeesRoutes());
  app.route('/api', messagesRoutes());
}
