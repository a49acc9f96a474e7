import * as v from 'valibot';
import {
  ACCESS_NOTES_MAX,
  BIN_QTY_MAX,
  BIN_QTY_MIN,
  PHONE_MIN_DIGITS,
  SERVICE_RATE_MAX,
  SERVICE_RATE_MIN,
  STATE_MIN,
  ZIP_MIN,
} from '../constants';
import { CONTACT_METHODS, CUSTOMER_STATUSES, WEEKDAYS } from '../enums';
import { intInRange, isDateOnly, optionalText, requiredText, serviceDate } from './common';

export const MSG = {
  name: 'Name is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zip: 'ZIP code is required',
  phone: 'Phone number must be at least 10 digits',
  phoneEdit: 'Phone is required',
  phoneRange:
    'We cannot text premium or service numbers (area code 900 or 976, or codes such as 411 and 911): please give a regular phone number',
  email: 'Valid email is required',
  qty: `Quantity must be between ${BIN_QTY_MIN} and ${BIN_QTY_MAX}`,
  rate: `Service rate must be between ${SERVICE_RATE_MIN} and ${SERVICE_RATE_MAX}`,
  serviceSelectionTitle: 'Service Selection Required',
  serviceSelection: 'Please select at least one service (garbage, compost, or recycling).',
  recyclingAnchor: "Recycling week must be a date on the customer's collection day",
} as const;

export const digitsOnly = (s: string) => s.replace(/\D/g, '');

const N11 = /^[2-9]11$/;
const PREMIUM_AREA_CODES = new Set(['900', '976']);

/**
 * Premium numbers (area codes 900 and 976) bill the sender, and N11 codes (211 to 911) as area code or
 * exchange reach a public service, never a customer: a text to either costs money or abuses a service.
 */
export function isPremiumOrServicePhone(phone: string): boolean {
  let digits = digitsOnly(phone);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return false;
  const area = digits.slice(0, 3);
  return PREMIUM_AREA_CODES.has(area) || N11.test(area) || N11.test(digits.slice(3, 6));
}

const phone = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(40, message),
    v.check((s) => digitsOnly(s).length >= PHONE_MIN_DIGITS, message),
    v.check((s) => !isPremiumOrServicePhone(s), MSG.phoneRange),
  );

const weekday = (label: string) => v.picklist(WEEKDAYS, `${label} must be a weekday name (monday to sunday)`);
/** A latitude or longitude as the text the table keeps; '' clears it; a point off the globe is refused. */
const coordinate = (name: 'Latitude' | 'Longitude', limit: 90 | 180) =>
  v.nullish(
    v.pipe(
      v.union([v.string(), v.number()], 'Coordinates must be numbers'),
      v.transform(String),
      v.maxLength(30, 'Coordinates must be numbers'),
      v.check((s) => s === '' || Number.isFinite(Number(s)), 'Coordinates must be numbers'),
      v.check((s) => s === '' || Math.abs(Number(s)) <= limit, `${name} must be between -${limit} and ${limit}`),
    ),
  );

const binQty = intInRange(BIN_QTY_MIN, BIN_QTY_MAX, MSG.qty);

/** Every field of a customer a form or the API may set. */
export const customerFields = {
  name: requiredText(MSG.name, 200),
  address: requiredText(MSG.address, 300),
  city: requiredText(MSG.city, 100),
  state: v.pipe(v.string(MSG.state), v.trim(), v.minLength(STATE_MIN, MSG.state), v.maxLength(50, MSG.state)),
  zipCode: v.pipe(v.string(MSG.zip), v.trim(), v.minLength(ZIP_MIN, MSG.zip), v.maxLength(20, MSG.zip)),
  phone: phone(MSG.phone),
  email: v.pipe(v.string(MSG.email), v.trim(), v.email(MSG.email), v.maxLength(200, MSG.email)),
  needsGarbage: v.boolean('needsGarbage must be true or false'),
  garbageQty: binQty,
  needsCompost: v.boolean('needsCompost must be true or false'),
  compostQty: binQty,
  needsRecycling: v.boolean('needsRecycling must be true or false'),
  recyclingQty: binQty,
  contactMethod: v.picklist(CONTACT_METHODS, 'Contact method must be text, call or both'),
  binsToCurbDay: weekday('Bins to curb day'),
  collectionDay: weekday('Collection day'),
  binsToResidenceDay: weekday('Bins to residence day'),
  serviceRate: intInRange(SERVICE_RATE_MIN, SERVICE_RATE_MAX, MSG.rate),
  customerStatus: v.picklist(CUSTOMER_STATUSES, 'Status must be active, suspended or cancelled'),
  serviceStartDate: v.nullish(serviceDate('Service start date')),
  serviceEndDate: v.nullish(serviceDate('Service end date')),
  notes: optionalText(5000),
  accessNotes: optionalText(ACCESS_NOTES_MAX),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  recyclingAnchorDate: v.nullish(
    v.pipe(
      v.string('Recycling week must be written as yyyy-MM-dd'),
      v.check(isDateOnly, 'Recycling week must be written as yyyy-MM-dd'),
    ),
  ),
};

/** Body of POST /api/signups (public form and office create). Field defaults are applied by the table. */
export const customerCreateSchema = v.object({
  name: customerFields.name,
  address: customerFields.address,
  city: v.optional(customerFields.city, 'Seattle'),
  state: v.optional(customerFields.state, 'WA'),
  zipCode: customerFields.zipCode,
  phone: customerFields.phone,
  email: customerFields.email,
  needsGarbage: v.optional(customerFields.needsGarbage, false),
  garbageQty: v.optional(customerFields.garbageQty, 1),
  needsCompost: v.optional(customerFields.needsCompost, false),
  compostQty: v.optional(customerFields.compostQty, 1),
  needsRecycling: v.optional(customerFields.needsRecycling, false),
  recyclingQty: v.optional(customerFields.recyclingQty, 1),
  contactMethod: v.optional(customerFields.contactMethod, 'text'),
  binsToCurbDay: v.optional(customerFields.binsToCurbDay, 'friday'),
  collectionDay: v.optional(customerFields.collectionDay, 'saturday'),
  binsToResidenceDay: v.optional(customerFields.binsToResidenceDay, 'saturday'),
  serviceRate: v.optional(customerFields.serviceRate, 5),
  customerStatus: v.optional(customerFields.customerStatus, 'active'),
  serviceStartDate: customerFields.serviceStartDate,
  serviceEndDate: customerFields.serviceEndDate,
  notes: customerFields.notes,
  accessNotes: customerFields.accessNotes,
  latitude: customerFields.latitude,
  longitude: customerFields.longitude,
  recyclingAnchorDate: customerFields.recyclingAnchorDate,
});
export type CustomerCreateInput = v.InferOutput<typeof customerCreateSchema>;

/** A removed bin service keeps quantity 0, so PATCH accepts 0. */
const patchQty = intInRange(0, BIN_QTY_MAX, MSG.qty);

/** Body of PATCH /api/signups/{id}: any subset of fields, plus the updateJobs flag for a service-day change. */
export const customerPatchSchema = v.object({
  name: v.optional(customerFields.name),
  address: v.optional(customerFields.address),
  city: v.optional(customerFields.city),
  state: v.optional(customerFields.state),
  zipCode: v.optional(customerFields.zipCode),
  phone: v.optional(phone(MSG.phoneEdit)),
  email: v.optional(customerFields.email),
  needsGarbage: v.optional(customerFields.needsGarbage),
  garbageQty: v.optional(patchQty),
  needsCompost: v.optional(customerFields.needsCompost),
  compostQty: v.optional(patchQty),
  needsRecycling: v.optional(customerFields.needsRecycling),
  recyclingQty: v.optional(patchQty),
  contactMethod: v.optional(customerFields.contactMethod),
  binsToCurbDay: v.optional(customerFields.binsToCurbDay),
  collectionDay: v.optional(customerFields.collectionDay),
  binsToResidenceDay: v.optional(customerFields.binsToResidenceDay),
  serviceRate: v.optional(customerFields.serviceRate),
  customerStatus: v.optional(customerFields.customerStatus),
  serviceStartDate: customerFields.serviceStartDate,
  serviceEndDate: customerFields.serviceEndDate,
  notes: customerFields.notes,
  accessNotes: customerFields.accessNotes,
  latitude: customerFields.latitude,
  longitude: customerFields.longitude,
  recyclingAnchorDate: customerFields.recyclingAnchorDate,
  updateJobs: v.optional(v.boolean('updateJobs must be true or false')),
});
export type CustomerPatchInput = v.InferOutput<typeof customerPatchSchema>;

/** The public form: at least one service, checked on submit (docs/decisions/0003-where-the-spec-was-open.md). */
export const hasAnyService = (c: { needsGarbage?: boolean; needsCompost?: boolean; needsRecycling?: boolean }) =>
  Boolean(c.needsGarbage || c.needsCompost || c.needsRecycling);
