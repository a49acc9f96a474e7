import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { SESSION_COOKIE } from '../auth/session';
import { forbidden } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site writes ride on cookies; a browser cannot send JSON or a cross-origin Origin to us without
 * CORS, which we never grant. So a cookie-carrying write must be JSON/multipart and same-origin
 * (docs/architecture.md §7.3).
 */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE.has(c.req.method) && getCookie(c, SESSION_COOKIE)) {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    // A raw image upload (PUT) is no simple request either: a browser preflights both the method and the type.
    const rawImage =
      c.req.method === 'PUT' && (type.startsWith('image/') || type.startsWith('application/octet-stream'));
    if (!type.startsWith('application/json') && !type.startsWith('multipart/form-data') && !rawImage) {
      throw forbidden('Cross-site request refused');
    }
    const origin = c.req.header('origin');
    if (origin) {
      const allowed = new Set([new URL(c.req.url).origin, new URL(c.get('config').publicUrl).origin]);
      if (!allowed.has(origin)) throw forbidden('Cross-site request refused');
    }
  }
  await next();
});
