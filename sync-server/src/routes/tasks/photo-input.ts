import { firstIssueMessage, isoDateOrTimestamp, PHOTO_MAX_BYTES } from '@bin-valet/schema';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { badRequest, HttpError } from '../../http/errors';

export const NOT_IMAGE = 'Please select an image file.';
export const TOO_LARGE = 'Please select an image smaller than 5MB.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PhotoMeta {
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
}

/** The phone's photo id, lower-cased so one photo has one spelling; anything but a UUID is refused. */
export function photoIdParam(c: Context<AppEnv>): string {
  const id = c.req.param('photoId') ?? '';
  if (!UUID.test(id)) throw badRequest('The photo id must be a UUID');
  return id.toLowerCase();
}

function numberIn(name: string, raw: string | undefined, min: number, max: number): number | null {
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!/^-?\d+(\.\d+)?$/.test(raw.trim()) || !Number.isFinite(n) || n < min || n > max)
    throw badRequest(`${name} must be a number from ${min} to ${max}`);
  return n;
}

/** takenAt, latitude, longitude and accuracy, from multipart fields or else the query string. */
function readMeta(field: (name: string) => string | undefined): PhotoMeta {
  const taken = field('takenAt');
  let takenAt: string | null = null;
  if (taken !== undefined && taken !== '') {
    // The same rule as every other time a phone sends: a real calendar date and time.
    const parsed = v.safeParse(isoDateOrTimestamp, taken);
    if (!parsed.success) throw badRequest(`takenAt: ${firstIssueMessage(parsed.issues)}`);
    // A time outside the stop's window (a phone clock set wrong) is replaced by the route, not refused.
    takenAt = new Date(parsed.output).toISOString();
  }
  const latitude = numberIn('latitude', field('latitude'), -90, 90);
  const longitude = numberIn('longitude', field('longitude'), -180, 180);
  if ((latitude === null) !== (longitude === null)) throw badRequest('latitude and longitude go together');
  const accuracy = numberIn('accuracy', field('accuracy'), 0, 100_000);
  return { takenAt, latitude, longitude, accuracy };
}

/**
 * The image and its details: a multipart body with a `photo` file, or the raw image bytes as the body.
 * Size is checked before the bytes are read in full; the type is decided later from the bytes.
 */
export async function readPhotoUpload(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; meta: PhotoMeta }> {
  const type = c.req.header('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw badRequest(NOT_IMAGE);
    }
    const file = form.photo;
    if (!(file instanceof File)) throw badRequest(NOT_IMAGE);
    if (file.size > PHOTO_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
    const field = (name: string) => {
      const value = form[name] ?? c.req.query(name);
      if (value === undefined || typeof value === 'string') return value;
      throw badRequest(`${name} must be given once, as text`);
    };
    const meta = readMeta(field);
    return { bytes: new Uint8Array(await file.arrayBuffer()), meta };
  }
  const meta = readMeta((name) => c.req.query(name));
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
  if (bytes.byteLength === 0) throw badRequest(NOT_IMAGE);
  return { bytes, meta };
}
