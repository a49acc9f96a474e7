import {
  type Customer,
  customerChanges,
  customerHolds,
  daysBetween,
  holdSchema,
  isDateOnly,
  type Job,
  jobs,
  MAX_HOLD_DAYS,
  type PublicHold,
  type SelfServiceState,
  shortDayName,
  skipSchema,
  todayIn,
} from '@bin-valet/schema';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { billingHoldChanged } from '../../billing/lifecycle';
import type { Orm } from '../../db/connection';
import {
  binsOutDate,
  customerWriter,
  selfServiceCollections,
  skipJob,
  skipOf,
  unskipJob,
  untouched,
} from '../../domain/customer-skips';
import { closedMessage, isClosed } from '../../domain/cut-off';
import { activeCancellation } from '../../domain/service-cancel';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { tokenWriteLimit } from './token-write-limit';
import { byToken, opaqueId } from './track.routes';

const MSG = {
  past: 'That date has passed.',
  noJob: (date: string) => `You have no collection on ${shortDayName(date)}.`,
  notSkipped: 'That collection is not skipped.',
  unchangeable: 'That collection can no longer be changed.',
  inHold: 'That collection is in your vacation hold. End the hold to bring it back.',
  holdOrder: 'The hold must end on or after its start date.',
  holdLength: `A hold can last at most ${MAX_HOLD_DAYS} days.`,
  overlap: (h: { startDate: string; endDate: string }) =>
    `That overlaps your hold from ${shortDayName(h.startDate)} to ${shortDayName(h.endDate)}.`,
} as const;

const holdPublicId = (customer: Customer, id: number) => opaqueId(customer, `hold-${id}`);

export function context(c: Context<AppEnv>) {
  const config = c.get('config');
  const now = new Date();
  return { config, now, today: todayIn(config.businessTz, now), tz: config.businessTz };
}

const jobOn = (db: Orm, customerId: number, date: string): Job | undefined =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.collectionDate, date)))
    .get();

/** `affectsDate`: the first day crews work that the change touches (bins out), for the office's today/tomorrow list. */
export function logChange(db: Orm, customerId: number, kind: string, summary: string, affectsDate: string) {
  db.insert(customerChanges).values({ customerId, kind, summary, affectsDate }).run();
}

/** What the self-service panel shows: upcoming collections with their cut-offs, and the holds in force. */
export function stateOf(db: Orm, customer: Customer, today: string, tz: string, now: Date): SelfServiceState {
  const collections = selfServiceCollections(db, customer.id, today, tz, now, (id) => holdPublicId(customer, id));
  const holds = db
    .select()
    .from(customerHolds)
    .where(
      and(eq(customerHolds.customerId, customer.id), isNull(customerHolds.endedAt), gte(customerHolds.endDate, today)),
    )
    .orderBy(asc(customerHolds.startDate))
    .all()
    .map(
      (h): PublicHold => ({
        id: holdPublicId(customer, h.id),
        startDate: h.startDate,
        endDate: h.endDate,
        nextCollection: collections.find((j) => j.collectionDate > h.endDate && !j.skipped)?.collectionDate ?? null,
      }),
    );
  const cancelled = activeCancellation(db, customer.id, today);
  const cancellation = cancelled ? { lastCollectionDate: cancelled.lastCollectionDate, canUndo: true } : null;
  return { collections, holds, cancellation };
}

/** A collection the customer may still change: theirs, ahead, untouched by crew, before its cut-off. */
function changeableJob(db: Orm, customer: Customer, date: string, today: string, tz: string, now: Date): Job {
  if (date < today) throw badRequest(MSG.past);
  const job = jobOn(db, customer.id, date);
  if (!job) throw notFound(MSG.noJob(date));
  const out = binsOutDate(db, job);
  if (isClosed(out, tz, now)) throw conflict(closedMessage(job.collectionDate, out));
  return job;
}

/** Skips and vacation holds on the tracking link (docs/decisions/0041), mounted at /api. No session. */
export function selfServiceRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:token/self-service', (c) => {
    const customer = byToken(c);
    const { today, tz, now } = context(c);
    return c.json(stateOf(c.get('store').orm, customer, today, tz, now));
  });

  app.post('/:token/skips', tokenWriteLimit, async (c) => {
    byToken(c);
    const { collectionDate } = await readJson(c, skipSchema);
    const { config, today, tz, now } = context(c);
    const { state, created } = c.get('store').write((db) => {
      const customer = byToken(c, db);
      const job = changeableJob(db, customer, collectionDate, today, tz, now);
      const skipped = !!skipOf(db, job.id);
      if (!skipped) {
        if (!untouched(db, job)) throw conflict(MSG.unchangeable);
        skipJob(customerWriter(db, { messaging: config, now }), job);
        logChange(
          db,
          customer.id,
          'skip',
          `Customer skipped ${shortDayName(job.collectionDate)}`,
          binsOutDate(db, job),
        );
      }
      return { state: stateOf(db, customer, today, tz, now), created: !skipped };
    });
    return c.json(state, created ? 201 : 200);
  });

  app.delete('/:token/skips/:collectionDate', tokenWriteLimit, (c) => {
    byToken(c);
    const date = c.req.param('collectionDate');
    if (!isDateOnly(date)) throw badRequest('Dates must be written as yyyy-MM-dd');
    const { config, today, tz, now } = context(c);
    const state = c.get('store').write((db) => {
      const customer = byToken(c, db);
      const job = changeableJob(db, customer, date, today, tz, now);
      const skip = skipOf(db, job.id);
      if (!skip) throw notFound(MSG.notSkipped);
      if (skip.holdId !== null) throw conflict(MSG.inHold);
      unskipJob(customerWriter(db, { messaging: config, now }), job);
      logChange(db, customer.id, 'unskip', `Customer undid the skip of ${shortDayName(date)}`, binsOutDate(db, job));
      return stateOf(db, customer, today, tz, now);
    });
    return c.json(state);
  });

  app.post('/:token/holds', tokenWriteLimit, async (c) => {
    byToken(c);
    const { startDate, endDate } = await readJson(c, holdSchema);
    const { config, today, tz, now } = context(c);
    if (startDate < today) throw badRequest(MSG.past);
    if (endDate < startDate) throw badRequest(MSG.holdOrder);
    if (daysBetween(startDate, endDate) + 1 > MAX_HOLD_DAYS) throw badRequest(MSG.holdLength);
    const state = c.get('store').write((db) => {
      const customer = byToken(c, db);
      const clash = db
        .select()
        .from(customerHolds)
        .where(
          and(
            eq(customerHolds.customerId, customer.id),
            isNull(customerHolds.endedAt),
            lte(customerHolds.startDate, endDate),
            gte(customerHolds.endDate, startDate),
          ),
        )
        .get();
      if (clash) throw conflict(MSG.overlap(clash));
      const inRange = db
        .select()
        .from(jobs)
        .where(
          and(eq(jobs.customerId, customer.id), gte(jobs.collectionDate, startDate), lte(jobs.collectionDate, endDate)),
        )
        .orderBy(asc(jobs.collectionDate))
        .all()
        .filter((j) => untouched(db, j));
      const first = inRange[0];
      if (first) {
        const out = binsOutDate(db, first);
        if (isClosed(out, tz, now)) throw conflict(closedMessage(first.collectionDate, out));
      }
      const hold = db.insert(customerHolds).values({ customerId: customer.id, startDate, endDate }).returning().get();
      const w = customerWriter(db, { messaging: config, now });
      for (const job of inRange) skipJob(w, job, hold.id);
      billingHoldChanged(db, config, customer.id, hold.id, endDate);
      const summary = `Customer set a hold from ${shortDayName(startDate)} to ${shortDayName(endDate)}`;
      logChange(db, customer.id, 'hold', summary, first ? binsOutDate(db, first) : startDate);
      return stateOf(db, customer, today, tz, now);
    });
    return c.json(state, 201);
  });

  app.delete('/:token/holds/:id', tokenWriteLimit, (c) => {
    byToken(c);
    const publicId = c.req.param('id');
    const { config, today, tz, now } = context(c);
    const state = c.get('store').write((db) => {
      const customer = byToken(c, db);
      const hold = db
        .select()
        .from(customerHolds)
        .where(and(eq(customerHolds.customerId, customer.id), isNull(customerHolds.endedAt)))
        .all()
        .find((h) => holdPublicId(customer, h.id) === publicId);
      if (!hold) throw notFound();
      const w = customerWriter(db, { messaging: config, now });
      // Collections whose cut-off has passed stay skipped: the crew's routes for them are already out.
      const held = db
        .select()
        .from(jobs)
        .where(and(eq(jobs.customerId, customer.id), gte(jobs.collectionDate, today)))
        .all()
        .filter((j) => skipOf(db, j.id)?.holdId === hold.id && !isClosed(binsOutDate(db, j), tz, now));
      for (const job of held) unskipJob(w, job);
      db.update(customerHolds).set({ endedAt: now.toISOString() }).where(eq(customerHolds.id, hold.id)).run();
      billingHoldChanged(db, config, customer.id, hold.id, null);
      const summary = `Customer ended the hold from ${shortDayName(hold.startDate)} to ${shortDayName(hold.endDate)}`;
      logChange(db, customer.id, 'hold_end', summary, held[0] ? binsOutDate(db, held[0]) : hold.startDate);
      return stateOf(db, customer, today, tz, now);
    });
    return c.json(state);
  });

  return app;
}
