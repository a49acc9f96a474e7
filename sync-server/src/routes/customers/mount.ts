import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { customerCollectionRequestsRoutes } from './collection-requests.routes';
import { customerMessagesRoutes } from './messages.routes';
import { notesRoutes } from './notes.routes';
import { customerPhotoRoutes } from './photo.routes';

const AT = '/api/customers';

/** One customer's collection requests, notes, address photo, messages and message preferences. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, customerCollectionRequestsRoutes());
  app.route(AT, notesRoutes());
  app.route(AT, customerPhotoRoutes());
  app.route(AT, customerMessagesRoutes());
}
