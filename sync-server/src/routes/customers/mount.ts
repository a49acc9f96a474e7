import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { customerBillingRoutes } from './billing.routes';
import { customerBillingInvoiceRoutes } from './billing-invoices.routes';
import { customerChangesHistoryRoutes } from './changes.routes';
import { customerCollectionRequestsRoutes } from './collection-requests.routes';
import { customerMessagesRoutes } from './messages.routes';
import { notesRoutes } from './notes.routes';
import { customerPhotoRoutes } from './photo.routes';

const AT = '/api/customers';

/** One customer's collection requests, notes, address photo, messages, message preferences and self-service history. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, customerCollectionRequestsRoutes());
  app.route(AT, notesRoutes());
  app.route(AT, customerPhotoRoutes());
  app.route(AT, customerMessagesRoutes());
  app.route(AT, customerChangesHistoryRoutes());
  app.route(AT, customerBillingRoutes());
  app.route(AT, customerBillingInvoiceRoutes());
}
