import {
  addDays,
  type CityDate,
  type Customer,
  cityDate,
  daysBetween,
  jobs,
  type PlacedJobWithTasks,
} from '@bin-valet/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { delaysBetween } from './calendar-moves';
import { insertJobWithTasks, type ServiceDays } from './scheduling';

/** A job as the office and the customer read it: where it is collected, the date asked, and why they differ. */
export type PlacedJob = PlacedJobWithTasks['job'];

/** How far around an asked date a declared delay can reach it. */
const DELAY_REACH_DAYS = 14;

/**
 * Where the city collects for a date a person asked for (the office's "Create New Job", a customer's
 * request): the holiday week and the delays in force move it like any regular date. `exact` keeps it
 * out of the holiday week's move; a declared delay still moves it, as it moves every collection due
 * that day (so declaring or removing a delay later treats it like every other job).
 */
export function placeAskedDate(db: Orm, askedDate: string, exact = false): CityDate {
  const delays = delaysBetween(db, addDays(askedDate, -DELAY_REACH_DAYS), addDays(askedDate, DELAY_REACH_DAYS));
  return cityDate(askedDate, delays, { exact });
}

/** The customer's job already collected on that date, if any. */
export const jobCollectedOn = (db: Orm, customerId: number, date: string) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.collectionDate, date)))
    .get();

/** Inserts the job of an asked date on the city's date for it, with both tasks around that date. */
export function insertAskedJob(
  db: Orm,
  customer: Pick<Customer, 'id'> & ServiceDays,
  placed: CityDate,
  notes: string | null,
): PlacedJobWithTasks {
  const created = insertJobWithTasks(db, customer, placed.regularDate, null, notes, {
    days: daysBetween(placed.regularDate, placed.collectionDate),
    delayReason: placed.delayReason,
    delayDays: placed.delayDays,
  });
  return { job: { ...created.job, moveReason: placed.moveReason }, tasks: created.tasks };
}
