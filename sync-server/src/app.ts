import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { authRoutes } from './auth/auth.routes';
import { LoginRateLimiter } from './auth/rate-limit';
import type { Store } from './db/connection';
import type { Config } from './env';
import { createGeocoder, type Geocoder } from './geo/geocoder';
import { compressJsonAnswers } from './http/compression';
import { csrfGuard } from './http/csrf';
import { errorResponse, HttpError } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { mountPwa } from './http/static';
import { emptyPhotoTrash } from './photos/photo-cleanup';
import { mountApi } from './routes';

export interface AppDeps {
  store: Store;
  config: Config;
  limiter?: LoginRateLimiter;
  /** Serve the built PWA (off in API tests). */
  serveStatic?: boolean;
  geocoder?: Geocoder;
}

const JSON_LIMIT = 1024 * 1024;
/** 5 MB of image plus the multipart framing around it. */
const PHOTO_BODY_LIMIT = 5.5 * 1024 * 1024;
const PHOTO_UPLOAD_PATH = /^\/api\/customers\/[^/]+\/photo$/;
const TASK_PHOTO_UPLOAD_PATH = /^\/api\/tasks\/[^/]+\/photos\/[^/]+$/;
const isPhotoUpload = (method: string, path: string) =>
  (method === 'POST' && PHOTO_UPLOAD_PATH.test(path)) || (method === 'PUT' && TASK_PHOTO_UPLOAD_PATH.test(path));

export function createApp({
  store,
  config,
  limiter = new LoginRateLimiter(),
  serveStatic = true,
  geocoder = createGeocoder(store, config),
}: AppDeps) {
  const app = new Hono<AppEnv>();
  if (config.logRequests) app.use('*', requestLog());
  app.use('*', securityHeaders(config.secureCookies));
  app.use('*', async (c, next) => {
    c.set('store', store);
    c.set('config', config);
    c.set('geocoder', geocoder);
    await next();
  });
  const jsonTooLarge = () => {
    throw new HttpError(413, 'Request body is too large');
  };
  const streamedJsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: jsonTooLarge });
  // A Content-Length alone decides, without bodyLimit's costly look at the body
  // (docs/decisions/0014-per-request-overhead.md).
  const jsonLimit: MiddlewareHandler<AppEnv> = (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamedJsonLimit(c, next);
    return Number.parseInt(length, 10) > JSON_LIMIT ? jsonTooLarge() : next();
  };
  // An address or curb photo may be up to 5 MB; its route gets a larger cap with its own message (docs/architecture.md §7.2).
  const photoLimit = bodyLimit({
    maxSize: PHOTO_BODY_LIMIT,
    onError: () => {
      throw new HttpError(413, 'Please select an image smaller than 5MB.');
    },
  });
  // Only requests that may carry a body: a GET's body is never looked at
  // (docs/decisions/0014-per-request-overhead.md).
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return isPhotoUpload(c.req.method, c.req.path) ? photoLimit(c, next) : jsonLimit(c, next);
  });
  app.use('/api/*', csrfGuard);
  // Outside the routes and the error handler, so refusals and pull pages alike leave compressed.
  app.use('/api/*', compressJsonAnswers);
  // Files of curb photos whose rows a delete (or its cascade) removed go once the change is committed.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') emptyPhotoTrash(store, config.dataDir);
  });
  // Set first, so routes that choose a policy themselves (the QR image) replace it, and the finished
  // response is not rebuilt (docs/decisions/0014-per-request-overhead.md).
  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.route('/api/auth', authRoutes(limiter));
  mountApi(app);

  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));
  app.onError(errorResponse);
  if (serveStatic) mountPwa(app, config.distDir);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}
