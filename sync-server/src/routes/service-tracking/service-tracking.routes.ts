import { serviceTracking, serviceTrackingPatchSchema, staffScheduleCollectionSchema } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { badRequest, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';

/** service_tracking rows for the office, mounted at /api/service-tracking. Guards sit on each route. */
export function serviceTrackingRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/schedule-collection', requireRole(...OFFICE), async (c) => {
    const { customerId, collectionDate } = await readJson(c, staffScheduleCollectionSchema);
    const row = c.get('store').write((db) => {
      if (!findCustomer(db, customerId)) return undefined;
      return db
        .insert(serviceTracking)
        .values({ customerId, collectionDate, status: 'scheduled', taskType: 'take_to_curb' })
        .returning()
        .get();
    });
    if (!row) throw notFound();
    return c.json(row, 201);
  });

  // Completing stamps completedAt (now unless given); any other status clears it unless given.
  app.patch('/:id', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const input = await readJson(c, serviceTrackingPatchSchema);
    const values: Partial<typeof serviceTracking.$inferInsert> = {};
    if (input.status !== undefined) {
      values.status = input.status;
      values.completedAt = input.status === 'completed' ? (input.completedAt ?? new Date().toISOString()) : null;
    }
    if (input.completedAt !== undefined) values.completedAt = input.completedAt;
    if (input.notes !== undefined) values.notes = input.notes;
    if (Object.keys(values).length === 0) throw badRequest('No changes given');
    const row = c
      .get('store')
      .write((db) => db.update(serviceTracking).set(values).where(eq(serviceTracking.id, id)).returning().get());
    if (!row) throw notFound();
    return c.json(row);
  });

  app.delete('/:id', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const row = c
      .get('store')
      .write((db) => db.delete(serviceTracking).where(eq(serviceTracking.id, id)).returning().get());
    if (!row) throw notFound();
    return c.json({ message: 'Tracking record deleted' });
  });

  return app;
}
