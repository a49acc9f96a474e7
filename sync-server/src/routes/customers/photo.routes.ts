import { customers, PHOTO_MAX_BYTES, type PhotoUploadResult } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireRole, STAFF } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { idParam } from '../../http/validate';
import { photoUrlFor, removePhoto, savePhoto, sniffImage } from '../../photos/photo-files';
import { reencodeJpeg } from '../../photos/reencode';

const NOT_IMAGE = 'Please select an image file.';
const TOO_LARGE = 'Please select an image smaller than 5MB.';

/**
 * Address photos (docs/architecture.md §7.4), mounted at /api/customers: any staff member may upload (crew at the
 * curb included); /api/photos serves them to staff only. The body limit for the upload is raised in app.ts.
 */
export function customerPhotoRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/:id/photo', requireRole(...STAFF), async (c) => {
    const id = idParam(c);
    const { dataDir } = c.get('config');
    if (!findCustomer(c.get('store').orm, id)) throw notFound();
    let file: unknown;
    try {
      file = (await c.req.parseBody()).photo;
    } catch {
      throw badRequest(NOT_IMAGE);
    }
    if (!(file instanceof File)) throw badRequest(NOT_IMAGE);
    if (file.size > PHOTO_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The bytes decide, never the file name or the declared type; then the image is rebuilt from its pixels,
    // like a curb photo, so no GPS position or camera serial is kept.
    if (!sniffImage(bytes)) throw badRequest(NOT_IMAGE);
    const jpeg = await reencodeJpeg(bytes);
    if (!jpeg) throw badRequest(NOT_IMAGE);

    const name = savePhoto(dataDir, jpeg, 'jpg');
    const photoUrl = photoUrlFor(name);
    const previous = c.get('store').write((db) => {
      const before = findCustomer(db, id);
      if (!before) return undefined;
      db.update(customers)
        .set({ addressPhotoUrl: photoUrl, addressPhotoUpdatedAt: new Date().toISOString() })
        .where(eq(customers.id, id))
        .run();
      return { url: before.addressPhotoUrl };
    });
    if (!previous) {
      // The customer was deleted while we wrote the file.
      removePhoto(dataDir, photoUrl);
      throw notFound();
    }
    if (previous.url !== photoUrl) removePhoto(dataDir, previous.url);
    const answer: PhotoUploadResult = { photoUrl };
    return c.json(answer);
  });

  return app;
}
