import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { badRequest, HttpError } from '../../http/errors';
import { QrBusyError, renderQr } from './qr-render';

const DEFAULT_SIZE = 120;
const MIN_SIZE = 64;
/** Larger sizes are clamped: 512 px prints sharp on a flyer and bounds what one request costs. */
export const QR_MAX_SIZE = 512;
export const QR_MAX_URL_LENGTH = 1000;
const FOREIGN = 'Only links to this site can be encoded';
const TOO_LONG = `The link to encode may be at most ${QR_MAX_URL_LENGTH} characters`;
const BUSY = 'Too many QR codes are being drawn right now; please try again in a moment';

/** Requested pixel width: default 120, clamped to 64..512; anything non-numeric is the default. */
export function qrSize(raw: string | undefined): number {
  const n = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(n)) return DEFAULT_SIZE;
  return Math.min(QR_MAX_SIZE, Math.max(MIN_SIZE, Math.round(n)));
}

/** Only addresses on our own PUBLIC_URL, so the endpoint is no free QR service for any link. */
export function isOwnUrl(url: string, publicUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(publicUrl).origin && url.startsWith(publicUrl);
  } catch {
    return false;
  }
}

/** Public QR code image, mounted at /api/qr-code. */
export function qrRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const url = c.req.query('url');
    if (!url) throw badRequest('A url to encode is required');
    if (url.length > QR_MAX_URL_LENGTH) throw badRequest(TOO_LONG);
    if (!isOwnUrl(url, c.get('config').publicUrl)) throw badRequest(FOREIGN);
    let png: Uint8Array<ArrayBuffer>;
    try {
      png = await renderQr(url, qrSize(c.req.query('size')));
    } catch (err) {
      if (err instanceof QrBusyError) {
        c.header('Retry-After', '1');
        throw new HttpError(429, BUSY);
      }
      throw err;
    }
    return c.body(png, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  return app;
}
