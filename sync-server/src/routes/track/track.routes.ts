import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addDays,
  COLLECTION_REQUEST_DAYS_AHEAD,
  type Customer,
  customers,
  type ScheduleCollectionResult,
  scheduleCollectionSchema,
  serviceTracking,
  shortDay,
  type TaskPhoto,
  type TrackingPhoto,
  type TrackingRecord,
  todayIn,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Orm } from '../../db/connection';
import { customerCollectionOn, movedFrom, scheduledJobOf } from '../../domain/request-dates';
import {
  customerPhotos,
  MAX_OPEN_REQUESTS,
  openRequests,
  photosOfTasks,
  publicTracking,
  requestRecord,
  trackingRecords,
} from '../../domain/tracking-records';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { queueCollectionRequest } from '../../messages/causes';
import { PHOTO_NAME, photosDir } from '../../photos/photo-files';
import { tokenWriteLimit } from './token-write-limit';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

const HISTORY_LIMIT = 10;

/** The customer a tracking token names; anything else is the same 404, so tokens cannot be probed. */
export function byToken(c: Context<AppEnv>, db: Orm = c.get('store').orm): Customer {
  const token = c.req.param('token') ?? '';
  const customer = TOKEN.test(token)
    ? db.select().from(customers).where(eq(customers.trackingToken, token)).get()
    : undefined;
  if (!customer) throw notFound();
  return customer;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Why a date cannot be asked for, naming the city's date that week when a holiday or delay moved it. */
function notCollectionDate(db: Orm, customer: Customer, date: string) {
  const moved = movedFrom(db, customer, date);
  if (moved) return `That week we collect on ${shortDay(moved.collectionDate)} (${moved.moveReason}).`;
  return `Please choose a ${capitalised(customer.collectionDay)}, your collection day.`;
}

/** A stable id that tells the public nothing about our row ids (React keys only need it stable). */
export const opaqueId = (customer: Customer, internal: string) =>
  createHash('sha256').update(`${customer.trackingToken}:${internal}`).digest('base64url').slice(0, 16);

/**
 * A record as the public may see it: staff notes on tasks (gate codes, money, crew remarks) never
 * leave the building; the notes on a collection request are the customer's own conversation.
 */
const forPublic = (customer: Customer, r: TrackingRecord): TrackingRecord => ({
  ...r,
  id: opaqueId(customer, r.id),
  notes: r.id.startsWith('request-') ? r.notes : null,
});

const TASK_RECORD = /^task-(\d+)$/;
const PUBLIC_PHOTO_ID = /^[A-Za-z0-9_-]{16}$/;
const publicPhotoId = (customer: Customer, photo: TaskPhoto) => opaqueId(customer, `photo-${photo.id}`);

/**
 * Public records with each task's curb photos: an opaque id and a URL under the customer's own token,
 * never the staff URL, the phone's photo id, the crew member or the position.
 */
function withPhotos(db: Orm, customer: Customer, records: TrackingRecord[]): TrackingRecord[] {
  const taskIds = records.flatMap((r) => {
    const m = TASK_RECORD.exec(r.id);
    return m ? [Number(m[1])] : [];
  });
  const photos = photosOfTasks(db, taskIds);
  return records.map((r) => {
    const m = TASK_RECORD.exec(r.id);
    const out = forPublic(customer, r);
    if (!m) return out;
    const list: TrackingPhoto[] = (photos.get(Number(m[1])) ?? []).map((p) => {
      const id = publicPhotoId(customer, p);
      return { id, url: `/api/track/${customer.trackingToken}/photos/${id}`, takenAt: p.takenAt };
    });
    return { ...out, photos: list };
  });
}

/** Public, token-scoped tracking calls (docs/architecture.md §3.1), mounted at /api/track. No session needed. */
export function trackRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:token', (c) => {
    const customer = byToken(c);
    const { businessTz, productName } = c.get('config');
    return c.json(publicTracking(c.get('store').orm, customer, productName, todayIn(businessTz)));
  });

  app.get('/:token/services', (c) => {
    const customer = byToken(c);
    const today = todayIn(c.get('config').businessTz);
    const { orm } = c.get('store');
    const records = trackingRecords(orm, customer.id, today, 'past').slice(0, HISTORY_LIMIT);
    return c.json(withPhotos(orm, customer, records));
  });

  app.get('/:token/upcoming-services', (c) => {
    const customer = byToken(c);
    const today = todayIn(c.get('config').businessTz);
    const { orm } = c.get('store');
    // Today's tasks are "upcoming" until the day ends, and a stop done this morning has its photos already.
    return c.json(withPhotos(orm, customer, trackingRecords(orm, customer.id, today, 'upcoming')));
  });

  // A curb photo of one of this customer's tasks; any other id (another customer's included) is the same 404.
  app.get('/:token/photos/:photoId', (c) => {
    const customer = byToken(c);
    const photoId = c.req.param('photoId');
    if (!PUBLIC_PHOTO_ID.test(photoId)) throw notFound();
    const photo = customerPhotos(c.get('store').orm, customer.id).find((p) => publicPhotoId(customer, p) === photoId);
    if (!photo || !PHOTO_NAME.test(photo.fileName)) throw notFound();
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(photosDir(c.get('config').dataDir), photo.fileName));
    } catch {
      throw notFound();
    }
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'X-Content-Type-Options': 'nosniff' });
  });

  // A customer asks for a collection: today or later, on their collection weekday (docs/architecture.md §3.1).
  app.post('/:token/schedule-collection', tokenWriteLimit, async (c) => {
    const owner = byToken(c);
    const { collectionDate } = await readJson(c, scheduleCollectionSchema);
    const today = todayIn(c.get('config').businessTz);
    if (collectionDate < today) throw badRequest('Please choose today or a later date.');
    if (collectionDate > addDays(today, COLLECTION_REQUEST_DAYS_AHEAD))
      throw badRequest(`Please choose a date within the next ${COLLECTION_REQUEST_DAYS_AHEAD} days.`);
    const row = c.get('store').write((db) => {
      const customer = byToken(c, db);
      // Only a date the city collects for this customer (their day, moved in holiday weeks and by delays).
      const placed = customerCollectionOn(db, customer, collectionDate);
      if (!placed) throw badRequest(notCollectionDate(db, customer, collectionDate));
      // A collection already on for that date needs no request; a skipped one (or none at all) does.
      if (scheduledJobOf(db, customer.id, placed)) throw conflict('You already have a collection on that date.');
      const open = openRequests(db, customer.id, today);
      if (open.some((r) => r.collectionDate === collectionDate || r.collectionDate === placed.regularDate))
        throw conflict('A collection is already requested for that date.');
      if (open.length >= MAX_OPEN_REQUESTS)
        throw conflict('You have too many pending requests. Please wait for us to confirm them.');
      const request = db
        .insert(serviceTracking)
        .values({ customerId: customer.id, collectionDate, status: 'pending', taskType: 'take_to_curb' })
        .returning()
        .get();
      queueCollectionRequest(db, c.get('config'), customer, request);
      return request;
    });
    const answer: ScheduleCollectionResult = { record: forPublic(owner, requestRecord(row)) };
    return c.json(answer, 201);
  });

  return app;
}
