import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { authRoutes } from './auth/auth.routes';
import { LoginRateLimiter } from './auth/rate-limit';
import type { Store } from './db/connection';
import type { Config } from './env';
import { csrfGuard } from './http/csrf';
import { errorResponse, HttpError } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { mountPwa } from './http/static';
import { mountApi } from './routes';

export interface AppDeps {
  store: Store;
  config: Config;
  limiter?: LoginRateLimiter;
  /** Serve the built PWA (off in API tests). */
  serveStatic?: boolean;
}

const JSON_LIMIT = 1024 * 1024;
/** 5 MB of image plus the multipart framing around it. */
const PHOTO_BODY_LIMIT = 5.5 * 1024 * 1024;
const PHOTO_UPLOAD_PATH = /^\/api\/customers\/[^/]+\/photo$/;

export function createApp({ store, config, limiter = new LoginRateLimiter(), serveStatic = true }: AppDeps) {
  const app = new Hono<AppEnv>();
  if (config.logRequests) app.use('*', requestLog());
  app.use('*', securityHeaders(config.secureCookies));
  app.use('*', async (c, next) => {
    c.set('store', store);
    c.set('config', config);
    await next();
  });
  const jsonTooLarge = () => {
    throw new HttpError(413, 'Request body is too large');
  };
  const streamedJsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: jsonTooLarge });
  // bodyLimit trusts a Content-Length (without Transfer-Encoding) too, but looks at the body first,
  // which makes @hono/node-server build a full Request and read the JSON through a web stream instead
  // of straight from the socket (~0.25 ms of every sync push). The header alone decides the same way.
  const jsonLimit: MiddlewareHandler<AppEnv> = (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamedJsonLimit(c, next);
    return Number.parseInt(length, 10) > JSON_LIMIT ? jsonTooLarge() : next();
  };
  // An address photo may be up to 5 MB (spec §9); its route gets a larger cap with the spec's message.
  const photoLimit = bodyLimit({
    maxSize: PHOTO_BODY_LIMIT,
    onError: () => {
      throw new HttpError(413, 'Please select an image smaller than 5MB.');
    },
  });
  // Only requests that may carry a body: looking at a GET's body makes @hono/node-server build a full
  // Request object, a cost every crew view paid for nothing.
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.method === 'POST' && PHOTO_UPLOAD_PATH.test(c.req.path) ? photoLimit(c, next) : jsonLimit(c, next);
  });
  app.use('/api/*', csrfGuard);
  // Set first, so routes that choose a policy themselves (the QR image) replace it; setting it on the
  // finished response would make @hono/node-server rebuild every answer.
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
