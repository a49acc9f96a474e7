import { randomBytes } from 'node:crypto';
import {
  addDays,
  type Customer,
  type CustomerCreateInput,
  type CustomerPatchInput,
  customers,
  daysBetween,
  isDateOnly,
  MSG,
  type NewCustomer,
  OPEN_PERIOD_WEEKS_AHEAD,
  OPS_MSG,
  servicePeriods,
  todayIn,
  type Weekday,
  weekdayOf,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/connection';
import { fillServicePeriod, moveScheduledJobs, sameWeekOn } from '../../domain/scheduling';
import { MAX_GENERATION_DAYS } from '../../domain/top-up';
import { badRequest } from '../../http/errors';
import { withScheduleChangeNotices } from '../../messages/causes';
import type { MessagingDeps } from '../../messages/outbox';

/** At least 128 bits, URL-safe: the only way the public reaches a customer (docs/architecture.md §7.4). */
export const newTrackingToken = () => randomBytes(16).toString('base64url');

/**
 * The calendar day a service date names in the business zone. The forms send noon local time, so
 * the day is the same whichever zone reads it; a plain yyyy-MM-dd is taken as is.
 */
export function businessDay(value: string, timeZone: string): string {
  if (isDateOnly(value)) return value;
  return todayIn(timeZone, new Date(value));
}

/** A public signup creates jobs for its whole period, so a period may span at most this (5 years). */
export const MAX_SIGNUP_PERIOD_DAYS = 5 * 366;

/**
 * The service period a signup asks for, as business days; refused (400) when it ends before it
 * starts or is long enough to flood the job tables.
 */
export function signupPeriod(input: CustomerCreateInput, timeZone: string) {
  if (!input.serviceStartDate) return undefined;
  const startDate = businessDay(input.serviceStartDate, timeZone);
  const endDate = input.serviceEndDate ? businessDay(input.serviceEndDate, timeZone) : null;
  if (endDate && endDate < startDate) throw badRequest(OPS_MSG.endBeforeStart);
  if (endDate && daysBetween(startDate, endDate) > MAX_SIGNUP_PERIOD_DAYS)
    throw badRequest('A service period can be at most 5 years long');
  return { startDate, endDate };
}

/**
 * How far ahead a new customer's jobs are written at once: a public signup only to the top-up horizon
 * (an anonymous form must not write years of jobs in one request; the daily top-up extends them), the
 * office up to a year like every office-requested generation.
 */
const generationDays = { public: OPEN_PERIOD_WEEKS_AHEAD * 7, office: MAX_GENERATION_DAYS } as const;

/**
 * Inserts the customer, and when a service start date is given, an active service period covering
 * it with its jobs, in the caller's transaction.
 */
export function insertCustomer(
  db: Orm,
  input: CustomerCreateInput,
  range: { startDate: string; endDate: string | null } | undefined,
  today: string,
  origin: 'public' | 'office' = 'office',
): Customer {
  checkRecyclingAnchor(input.recyclingAnchorDate, input.collectionDay);
  const placed = input.latitude != null && input.longitude != null;
  const values: NewCustomer = {
    ...input,
    coordinatesSource: placed ? 'office' : null,
    trackingToken: newTrackingToken(),
    // An online signup is anyone's to make: its messages stay limited until staff have saved it.
    officeSavedAt: origin === 'office' ? new Date().toISOString() : null,
  };
  const customer = db.insert(customers).values(values).returning().get();
  if (range) {
    const period = db
      .insert(servicePeriods)
      .values({ customerId: customer.id, ...range, status: 'active' })
      .returning()
      .get();
    const limit = addDays(today, generationDays[origin]);
    // Open-ended periods stop at the top-up horizon either way.
    const endDate = period.endDate !== null && period.endDate > limit ? limit : period.endDate;
    fillServicePeriod(db, customer, { ...period, endDate }, today);
  }
  return customer;
}

const BINS = [
  ['needsGarbage', 'garbageQty'],
  ['needsCompost', 'compostQty'],
  ['needsRecycling', 'recyclingQty'],
] as const;

/**
 * The column changes a PATCH body asks for. Removing a bin service sets its quantity to 0; adding one
 * with no (or a zero) quantity sets it to 1.
 */
export function patchValues(input: CustomerPatchInput): Partial<NewCustomer> {
  const { updateJobs: _updateJobs, ...fields } = input;
  const out: Partial<NewCustomer> = {};
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  for (const [needs, qty] of BINS) {
    if (out[needs] === false) out[qty] = 0;
    else if (out[needs] === true && !out[qty]) out[qty] = 1;
  }
  return out;
}

const SERVICE_DAYS = ['binsToCurbDay', 'collectionDay', 'binsToResidenceDay'] as const;
const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipCode'] as const;

/** The recycling anchor is a regular collection date: it must fall on the collection weekday. */
function checkRecyclingAnchor(anchor: string | null | undefined, collectionDay: string) {
  if (anchor && weekdayOf(anchor) !== collectionDay) throw badRequest(MSG.recyclingAnchor);
}

/**
 * Applies a PATCH; a changed service day with updateJobs moves the scheduled jobs (docs/architecture.md §5.3). A
 * changed collection day takes the recycling anchor to the new weekday of the same week, so the
 * recycling weeks stay the city's.
 */
export function updateCustomer(
  db: Orm,
  before: Customer,
  input: CustomerPatchInput,
  today: string,
  deps: MessagingDeps,
): Customer | undefined {
  const values = patchValues(input);
  if (!before.officeSavedAt) values.officeSavedAt = new Date().toISOString();
  const collectionDay = values.collectionDay ?? before.collectionDay;
  if (values.recyclingAnchorDate === undefined && before.recyclingAnchorDate && collectionDay !== before.collectionDay)
    values.recyclingAnchorDate = sameWeekOn(before.recyclingAnchorDate, collectionDay as Weekday);
  checkRecyclingAnchor(values.recyclingAnchorDate ?? null, collectionDay);
  // A position the office types or drags is the office's; cleared, it is nobody's. An edit form that
  // sends the position back unchanged keeps where it came from.
  const lat = values.latitude !== undefined ? values.latitude : before.latitude;
  const lng = values.longitude !== undefined ? values.longitude : before.longitude;
  if (lat !== before.latitude || lng !== before.longitude)
    values.coordinatesSource = lat != null && lng != null ? 'office' : null;
  else if (
    before.coordinatesSource === 'geocoder' &&
    ADDRESS_FIELDS.some((f) => values[f] !== undefined && values[f] !== before[f])
  )
    // A geocoded place belongs to the old address: cleared, so the new one is geocoded in the background.
    Object.assign(values, { latitude: null, longitude: null, coordinatesSource: null, geocodedAt: null });
  const updated = db.update(customers).set(values).where(eq(customers.id, before.id)).returning().get();
  if (!updated) return undefined;
  const dayChanged = SERVICE_DAYS.some((d) => updated[d] !== before[d]);
  if (dayChanged && input.updateJobs === true)
    withScheduleChangeNotices(
      db,
      deps,
      [updated.id],
      today,
      { key: (next) => `service-day:${updated.collectionDay}:${next ?? 'none'}`, reason: 'New service days' },
      () => moveScheduledJobs(db, updated, today),
    );
  return updated;
}
