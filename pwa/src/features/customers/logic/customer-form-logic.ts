import { type CustomerCreateInput, customerCreateSchema, digitsOnly, fieldErrors } from '@bin-valet/schema';
import * as v from 'valibot';
import { NEW_CUSTOMER_COMMON, type NewCustomerForm } from '../../../lib/new-customer-form';

/** The create dialog's state: the shared new-customer fields, with any status the office picks. */
export type CustomerForm = NewCustomerForm;

/** Admin create defaults: contact both, curb Monday, collection and residence Tuesday, $5, active, all bins ×1. */
export const ADMIN_CREATE_DEFAULTS: CustomerForm = {
  ...NEW_CUSTOMER_COMMON,
  contactMethod: 'both',
  binsToCurbDay: 'monday',
  collectionDay: 'tuesday',
  binsToResidenceDay: 'tuesday',
};

export type CreateResult = { ok: true; body: CustomerCreateInput } | { ok: false; errors: Record<string, string> };

/**
 * Validates with the shared valibot schema and builds the POST /api/signups body: phone as digits only,
 * dates as yyyy-MM-dd (the date inputs' own format) or left out, empty notes left out.
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
