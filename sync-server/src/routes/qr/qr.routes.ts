import { Hono } from 'hono';
import QRCode from 'qrcode';
import type { AppEnv } from '../../app-env';
import { badRequest } from '../../http/errors';

const DEFAULT_SIZE = 120;
const MIN_SIZE = 64;
const MAX_SIZE = 1024;
const MAX_URL_LENGTH = 2000;
const FOREIGN = 'Only links to this site can be encoded';

/** Requested pixel width: default 120, clamped to 64..1024; anything non-numeric is the default. */
export function qrSize(raw: string | undefined): number {
  const n = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(n)) return DEFAULT_SIZE;
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(n)));
}

/** Only addresses on our own PUBLIC_URL, so the endpoint is no free QR service for any link. */
export function isOwnUrl(url: string, publicUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(publicUrl).origin && url.startsWith(publicUrl);
  } catch {
    return false;
  }
}

/** Public QR code image, mounted at /api. */
export function qrRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/qr-code', async (c) => {
    const url = c.req.query('url');
    if (!url) throw badRequest('A url to encode is required');
    if (url.length > MAX_URL_LENGTH || !isOwnUrl(url, c.get('config').publicUrl)) throw badRequest(FOREIGN);
    const png = await QRCode.toBuffer(url, { type: 'png', width: qrSize(c.req.query('size')), margin: 1 });
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  return app;
}
