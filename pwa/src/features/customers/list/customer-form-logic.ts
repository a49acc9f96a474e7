import * as v from 'valibot';
import type { ContactMethod, CustomerStatus, Weekday } from '../../../../../schema/enums';
import { fieldErrors } from '../../../../../schema/validation/common';
import { type CustomerCreateInput, customerCreateSchema, digitsOnly } from '../../../../../schema/validation/customer';

/** The create dialog's state: strings as typed, the rate as the number input's value. */
export interface CustomerForm {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  needsGarbage: boolean;
  garbageQty: number;
  needsCompost: boolean;
  compostQty: number;
  needsRecycling: boolean;
  recyclingQty: number;
  contactMethod: ContactMethod;
  binsToCurbDay: Weekday;
  collectionDay: Weekday;
  binsToResidenceDay: Weekday;
  serviceRate: number;
  customerStatus: CustomerStatus;
  serviceStartDate: string;
  serviceEndDate: string;
  notes: string;
}

/** Admin create defaults (spec §3): contact both, curb Monday, collection and residence Tuesday, $5, active, all bins ×1. */
export const ADMIN_CREATE_DEFAULTS: CustomerForm = {
  name: '',
  address: '',
  city: 'Seattle',
  state: 'WA',
  zipCode: '',
  phone: '',
  email: '',
  needsGarbage: true,
  garbageQty: 1,
  needsCompost: true,
  compostQty: 1,
  needsRecycling: true,
  recyclingQty: 1,
  contactMethod: 'both',
  binsToCurbDay: 'monday',
  collectionDay: 'tuesday',
  binsToResidenceDay: 'tuesday',
  serviceRate: 5,
  customerStatus: 'active',
  serviceStartDate: '',
  serviceEndDate: '',
  notes: '',
};

export type CreateResult = { ok: true; body: CustomerCreateInput } | { ok: false; errors: Record<string, string> };

/**
 * Validates with the shared valibot schema and builds the POST /api/signups body: phone as digits only,
 * dates as yyyy-MM-dd (the date inputs' own format) or left out, empty notes left out (spec §5).
 * A phone is checked as typed so '(206) 555' still says it needs 10 digits.
 */
export function toCreateBody(form: CustomerForm): CreateResult {
  const body = {
    ...form,
    phone: digitsOnly(form.phone) || form.phone.trim(),
    serviceStartDate: form.serviceStartDate || undefined,
    serviceEndDate: form.serviceEndDate || undefined,
    notes: form.notes.trim() || undefined,
  };
  const parsed = v.safeParse(customerCreateSchema, body);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) };
  return { ok: true, body: parsed.output };
}
