import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { qrRoutes } from './qr-code.routes';

const AT = '/api/qr-code';

/** The QR code image of a tracking link. */
export function mount(app: Hono<AppEnv>) {
  app.route(AT, qrRoutes());
}
