import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { trackBillingRoutes } from './billing.routes';
import { trackBillingSummaryRoutes } from './billing-summary.routes';
import { trackMessagePreferencesRoutes } from './message-preferences.routes';
import { selfServiceRoutes } from './self-service.routes';
import { selfServiceCancelRoutes } from './self-service-cancel.routes';
import { selfServicePreferencesRoutes } from './self-service-preferences.routes';
import { trackRoutes } from './track.routes';

const AT = '/api/track';

/** The customer's tracking page calls; the token is the only key. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, trackRoutes());
  app.route(AT, trackMessagePreferencesRoutes());
  app.route(AT, selfServiceRoutes());
  app.route(AT, selfServiceCancelRoutes());
  app.route(AT, selfServicePreferencesRoutes());
  app.route(AT, trackBillingRoutes());
  app.route(AT, trackBillingSummaryRoutes());
}
