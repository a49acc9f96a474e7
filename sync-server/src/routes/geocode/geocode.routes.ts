import type { GeocodeAnswer } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { badRequest, HttpError } from '../../http/errors';

/** Long enough for any street address with city, state and ZIP; longer is not an address. */
export const MAX_QUERY = 200;

/**
 * GET /api/geocode?q=: where an address is, through GEOCODER_URL (answers cached like the background
 * geocoder's). Without one it answers `configured: false`, so the screen says the pin is placed by hand.
 */
export function geocodeRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requireRole(...OFFICE), async (c) => {
    const q = (c.req.query('q') ?? '').trim();
    if (!q) throw badRequest('Type an address to search for');
    if (q.length > MAX_QUERY) throw badRequest(`An address is at most ${MAX_QUERY} characters`);
    const geocoder = c.get('geocoder');
    if (!geocoder.configured) return c.json<GeocodeAnswer>({ configured: false, place: null });
    try {
      return c.json<GeocodeAnswer>({ configured: true, place: await geocoder.search(q) });
    } catch (err) {
      console.error(`[geocoder] search: ${err instanceof Error ? err.message : String(err)}`);
      throw new HttpError(502, 'The address search did not answer. Try again, or place the pin by hand.');
    }
  });
  return app;
}
