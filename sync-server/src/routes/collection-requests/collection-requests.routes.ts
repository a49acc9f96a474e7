import { customers, moveReason, requiredText, serviceTracking } from '@bin-valet/schema';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import type { Orm } from '../../db/connection';
import { insertAskedJob, jobCollectedOn, type PlacedJob, placeAskedDate } from '../../domain/asked-date';
import { requestItems } from '../../domain/collection-requests';
import { customerWriter, skipOf, unskipJob } from '../../domain/customer-skips';
import { customerCollectionOn } from '../../domain/request-dates';
import { conflict, notFound } from '../../http/errors';
import { idParam, parseOr400, readJson } from '../../http/validate';
import { queueRequestAnswer } from '../../messages/causes';

export const REQUEST_MSG = {
  reason: 'Please give the customer a reason',
  decided: (status: string) => `This request was already ${status === 'cancelled' ? 'declined' : 'approved'}`,
} as const;

const declineSchema = v.object({ reason: requiredText(REQUEST_MSG.reason, 500) });
const listQuery = v.object({
  status: v.optional(
    v.picklist(['pending', 'scheduled', 'cancelled', 'all'], 'Status must be pending, scheduled, cancelled or all'),
    'pending',
  ),
});

function pendingRequest(db: Orm, id: number) {
  const row = db.select().from(serviceTracking).where(eq(serviceTracking.id, id)).get();
  if (!row) throw notFound();
  if (row.status !== 'pending') throw conflict(REQUEST_MSG.decided(row.status));
  return row;
}

/**
 * Collection requests for the office, mounted at /api/collection-requests: list them, approve one (a job with both tasks on
 * the city's date for it, or the customer's job already there) or decline it with a reason the customer reads.
 */
export function collectionRequestsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', requireRole(...OFFICE), (c) => {
    const { status } = parseOr400(listQuery, { status: c.req.query('status') });
    const where = status === 'all' ? undefined : and(eq(serviceTracking.status, status));
    return c.json(requestItems(c.get('store').orm, where));
  });

  app.post('/:id/approve', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const answer = c.get('store').write((db) => {
      const request = pendingRequest(db, id);
      const customer = db.select().from(customers).where(eq(customers.id, request.customerId)).get();
      if (!customer) throw notFound();
      // A request names the city's date for one of the customer's collections; an older one may name
      // the usual day, which the city may move that week.
      const placed =
        customerCollectionOn(db, customer, request.collectionDate) ?? placeAskedDate(db, request.collectionDate);
      const existing = jobCollectedOn(db, customer.id, placed.collectionDate);
      // The customer skipped that collection and asks for it again: approving brings it back.
      if (existing && skipOf(db, existing.id)) {
        unskipJob(customerWriter(db, { messaging: c.get('config'), now: new Date() }), existing);
        existing.status = 'scheduled';
      }
      const job: PlacedJob = existing
        ? { ...existing, moveReason: moveReason(existing) }
        : insertAskedJob(db, customer, placed, 'Requested by the customer').job;
      db.update(serviceTracking).set({ status: 'scheduled' }).where(eq(serviceTracking.id, id)).run();
      queueRequestAnswer(db, c.get('config'), customer, request, { collectionDate: job.collectionDate, decline: null });
      return { jobId: job.id, jobCreated: existing === undefined, job };
    });
    return c.json({ ...answer, request: requestItems(c.get('store').orm, and(eq(serviceTracking.id, id)))[0] });
  });

  app.post('/:id/decline', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const { reason } = await readJson(c, declineSchema);
    c.get('store').write((db) => {
      const request = pendingRequest(db, id);
      db.update(serviceTracking).set({ status: 'cancelled', notes: reason }).where(eq(serviceTracking.id, id)).run();
      const customer = db.select().from(customers).where(eq(customers.id, request.customerId)).get();
      const answer = { collectionDate: request.collectionDate, decline: reason };
      if (customer) queueRequestAnswer(db, c.get('config'), customer, request, answer);
    });
    return c.json({ request: requestItems(c.get('store').orm, and(eq(serviceTracking.id, id)))[0] });
  });

  return app;
}
