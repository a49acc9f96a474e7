import {
  addMonths,
  type CustomerCreateInput,
  customerCreateSchema,
  DAYS_PER_MONTH,
  daysBetween,
  fieldErrors,
  hasAnyService,
  weekdayOf,
} from '@bin-valet/schema';
import * as v from 'valibot';
import { NEW_CUSTOMER_COMMON, type NewCustomerForm } from '../../../lib/new-customer-form';
import type { BookedService } from './tracking-link-store';

/**
 * The public signup form's pure logic (/signup): defaults, the service
 * period end date, per-field validation and the payload sent to POST /api/signups.
 */
export const SERVICE_LENGTHS = ['1', '3', '6', '12', 'custom'] as const;
export type ServiceLength = (typeof SERVICE_LENGTHS)[number];
export const SERVICE_LENGTH_LABELS: Record<ServiceLength, string> = {
  '1': '1 Month',
  '3': '3 Months',
  '6': '6 Months',
  '12': '12 Months',
  custom: 'Custom',
};

/** Public signups always start active; the length picker is the public form's own. */
export interface SignupForm extends Omit<NewCustomerForm, 'customerStatus'> {
  customerStatus: 'active';
  /** Form-only: never sent. */
  serviceLength: ServiceLength;
  /** A collection date on which recycling goes out (every other week from it); '' when not known. */
  recyclingAnchorDate: string;
  /** Gate code, dogs, where the bins are: for the crew, unlike `notes`. */
  accessNotes: string;
}

export type BinService = 'garbage' | 'compost' | 'recycling';
const NEEDS = { garbage: 'needsGarbage', compost: 'needsCompost', recycling: 'needsRecycling' } as const;
const QTY = { garbage: 'garbageQty', compost: 'compostQty', recycling: 'recyclingQty' } as const;
export const qtyField = (service: BinService) => QTY[service];
export const needsField = (service: BinService) => NEEDS[service];

/** Public signup defaults: contact by text, curb Friday, collection and residence Saturday, 3 months. */
export function signupDefaults(): SignupForm {
  return {
    ...NEW_CUSTOMER_COMMON,
    contactMethod: 'text',
    binsToCurbDay: 'friday',
    collectionDay: 'saturday',
    binsToResidenceDay: 'saturday',
    serviceLength: '3',
    recyclingAnchorDate: '',
    accessNotes: '',
  };
}

/** The quantity selector is disabled while its service is unchecked. */
export const isQuantityDisabled = (form: SignupForm, service: BinService) => !form[NEEDS[service]];

/** Toggling a service keeps a valid quantity (1 when switched on with none chosen). */
export function toggleService(form: SignupForm, service: BinService, on: boolean): SignupForm {
  const qty = form[QTY[service]];
  return { ...form, [NEEDS[service]]: on, [QTY[service]]: on && !(qty >= 1) ? 1 : qty };
}

/**
 * End of the service period: start plus 1/3/6/12 months (clamped to the month's last day, so Jan 31 +
 * 1 month is Feb 28/29), or the custom end date. Null while it cannot be known.
 */
export function serviceEndDate(start: string, length: ServiceLength, customEnd = ''): string | null {
  if (!start) return null;
  if (length === 'custom') return customEnd || null;
  return addMonths(start, Number(length));
}

/** 'About 3 months' style length label for the summary, using 30.44-day months. */
export function periodLengthLabel(start: string, end: string | null): string | null {
  if (!start || !end) return null;
  const days = daysBetween(start, end);
  if (days < 0) return null;
  const months = Math.round((days / DAYS_PER_MONTH) * 10) / 10;
  return months >= 1 ? `About ${months} month${months === 1 ? '' : 's'}` : `${days} day${days === 1 ? '' : 's'}`;
}

export const END_BEFORE_START = 'End date must be on or after start date';

/** The body for POST /api/signups: serviceLength removed, dates as yyyy-MM-dd, empty notes as null. */
export function buildSignupPayload(form: SignupForm): Record<string, unknown> {
  const { serviceLength, serviceEndDate: customEnd, notes, accessNotes, recyclingAnchorDate, ...rest } = form;
  const end = serviceEndDate(form.serviceStartDate, serviceLength, customEnd);
  // A week picked for another collection day (the day changed since) is left out rather than refused.
  const anchor =
    form.needsRecycling && recyclingAnchorDate && weekdayOf(recyclingAnchorDate) === form.collectionDay
      ? recyclingAnchorDate
      : null;
  return {
    ...rest,
    recyclingAnchorDate: anchor,
    name: rest.name.trim(),
    phone: rest.phone.trim(),
    email: rest.email.trim(),
    serviceStartDate: form.serviceStartDate || null,
    serviceEndDate: end,
    notes: notes.trim() ? notes.trim() : null,
    accessNotes: accessNotes.trim() ? accessNotes.trim() : null,
  };
}

/** Every field message for the current form; callers show those of touched fields. */
export function validateSignup(form: SignupForm): Record<string, string> {
  const parsed = v.safeParse(customerCreateSchema, buildSignupPayload(form));
  const errors = parsed.success ? {} : fieldErrors(parsed.issues);
  const end = serviceEndDate(form.serviceStartDate, form.serviceLength, form.serviceEndDate);
  if (form.serviceLength === 'custom' && end && form.serviceStartDate && end < form.serviceStartDate) {
    errors.serviceEndDate = END_BEFORE_START;
  }
  return errors;
}

export type SignupPayload = CustomerCreateInput;
export { hasAnyService };

const BIN_NAMES = { garbage: 'Garbage', compost: 'Compost', recycling: 'Recycling' } as const;

/** What a sent signup booked, for the confirmation page (the form itself is cleared after sending). */
export function bookedService(form: SignupForm): BookedService {
  const bins = (Object.keys(BIN_NAMES) as BinService[])
    .filter((s) => form[NEEDS[s]])
    .map((s) => `${form[QTY[s]]} ${BIN_NAMES[s]}`);
  return {
    binsToCurbDay: form.binsToCurbDay,
    collectionDay: form.collectionDay,
    binsToResidenceDay: form.binsToResidenceDay,
    bins,
    startDate: form.serviceStartDate || null,
    endDate: serviceEndDate(form.serviceStartDate, form.serviceLength, form.serviceEndDate),
  };
}
