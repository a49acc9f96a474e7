import {
  addDays,
  type CityDate,
  COLLECTION_REQUEST_DAYS_AHEAD,
  type Customer,
  cityDate,
  collectionDatesBetween,
  collectionOn,
  jobs,
  type PublicRequestDate,
  serviceTracking,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from '@bin-valet/schema';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { delaysBetween } from './calendar-moves';

/** How far a holiday week or declared delay can carry a collection from its regular date. */
const MOVE_REACH_DAYS = 14;

const weekdayOfCustomer = (customer: Pick<Customer, 'collectionDay'>): Weekday | null => {
  const day = customer.collectionDay.toLowerCase();
  return (WEEKDAYS as readonly string[]).includes(day) ? (day as Weekday) : null;
};

const delaysAround = (db: Orm, from: string, to: string) =>
  delaysBetween(db, addDays(from, -MOVE_REACH_DAYS), addDays(to, MOVE_REACH_DAYS));

/** The customer's collection the city makes on `date` (holiday weeks and declared delays applied); null when none. */
export function customerCollectionOn(
  db: Orm,
  customer: Pick<Customer, 'collectionDay'>,
  date: string,
): CityDate | null {
  const weekday = weekdayOfCustomer(customer);
  return weekday ? collectionOn(date, weekday, delaysAround(db, date, date)) : null;
}

/** The customer's scheduled job for that collection, found by its actual date or its regular one. */
export function scheduledJobOf(db: Orm, customerId: number, placed: CityDate) {
  return db
    .select({ id: jobs.id, collectionDate: jobs.collectionDate, regularDate: jobs.regularDate })
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.status, 'scheduled')))
    .all()
    .find((j) => j.collectionDate === placed.collectionDate || j.regularDate === placed.regularDate);
}

/**
 * The request calendar: every actual collection date of the customer from today for the request window,
 * each marked when a collection is already on for it or a request already waits for it.
 */
export function requestDates(db: Orm, customer: Customer, today: string): PublicRequestDate[] {
  const weekday = weekdayOfCustomer(customer);
  if (!weekday) return [];
  const last = addDays(today, COLLECTION_REQUEST_DAYS_AHEAD);
  const dates = collectionDatesBetween(weekday, today, last, delaysAround(db, today, last));
  const scheduled = db
    .select({ collectionDate: jobs.collectionDate, regularDate: jobs.regularDate })
    .from(jobs)
    .where(
      and(
        eq(jobs.customerId, customer.id),
        eq(jobs.status, 'scheduled'),
        gte(jobs.collectionDate, addDays(today, -MOVE_REACH_DAYS)),
      ),
    )
    .all();
  const requested = new Set(
    db
      .select({ collectionDate: serviceTracking.collectionDate })
      .from(serviceTracking)
      .where(
        and(
          eq(serviceTracking.customerId, customer.id),
          eq(serviceTracking.status, 'pending'),
          gte(serviceTracking.collectionDate, today),
          lte(serviceTracking.collectionDate, last),
        ),
      )
      .all()
      .map((r) => r.collectionDate),
  );
  return dates.map((d) => ({
    collectionDate: d.collectionDate,
    regularDate: d.regularDate,
    moveReason: d.moveReason,
    taken: scheduled.some((j) => j.collectionDate === d.collectionDate || j.regularDate === d.regularDate)
      ? 'scheduled'
      : requested.has(d.collectionDate) || requested.has(d.regularDate)
        ? 'requested'
        : null,
  }));
}

/** When `date` is the customer's usual day and the city moved that week's collection: where it went. */
export function movedFrom(db: Orm, customer: Pick<Customer, 'collectionDay'>, date: string): CityDate | null {
  if (weekdayOfCustomer(customer) !== weekdayOf(date)) return null;
  const placed = cityDate(date, delaysAround(db, date, date));
  return placed.moveReason ? placed : null;
}
