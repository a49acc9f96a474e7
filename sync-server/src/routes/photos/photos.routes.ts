import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireRole, STAFF } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { CONTENT_TYPES, type ImageExt, PHOTO_NAME, photosDir } from '../../photos/photo-files';

/** Address photos served to staff only (docs/architecture.md §7.4), mounted at /api/photos. */
export function photosRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:name', requireRole(...STAFF), (c) => {
    const name = c.req.param('name');
    if (!PHOTO_NAME.test(name)) throw notFound();
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(photosDir(c.get('config').dataDir), name));
    } catch {
      throw notFound();
    }
    const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExt;
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': CONTENT_TYPES[ext],
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
