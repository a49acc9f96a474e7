import { serviceTracking, serviceTrackingPatchSchema, staffScheduleCollectionSchema, todayIn } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole, STAFF } from '../../auth/guard';
import { badRequest, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { findCustomer } from '../customers/customers.routes';
import { publicTrackingRoutes } from './public-tracking.routes';
import { selfServiceRoutes } from './self-service.routes';
import { selfServiceCancelRoutes } from './self-service-cancel.routes';
import { selfServicePreferencesRoutes } from './self-service-preferences.routes';
import { trackingRecords } from './tracking-records';

/**
 * service_tracking for staff plus the public token-scoped calls, mounted at /api. Guards sit on each
 * route (a wildcard middleware would guard every router sharing /api).
 */
export function trackingRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/', publicTrackingRoutes());
  app.route('/', selfServiceRoutes());
  app.route('/', selfServiceCancelRoutes());
  app.route('/', selfServicePreferencesRoutes());

  for (const [path, when] of [
    ['/customer/:id/services', 'past'],
    ['/customer/:id/upcoming-services', 'upcoming'],
  ] as const) {
    app.get(path, requireRole(...STAFF), (c) => {
      const id = idParam(c);
      const { orm } = c.get('store');
      if (!findCustomer(orm, id)) throw notFound();
      return c.json(trackingRecords(orm, id, todayIn(c.get('config').businessTz), when));
    });
  }

  app.post('/service-tracking/schedule-collection', requireRole(...OFFICE), async (c) => {
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
  app.patch('/service-tracking/:id', requireRole(...OFFICE), async (c) => {
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

  app.delete('/service-tracking/:id', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const row = c
      .get('store')
      .write((db) => db.delete(serviceTracking).where(eq(serviceTracking.id, id)).returning().get());
    if (!row) throw notFound();
    return c.json({ message: 'Tracking record deleted' });
  });

  return app;
}
