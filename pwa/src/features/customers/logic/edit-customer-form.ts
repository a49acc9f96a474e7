import { type Customer, type CustomerPatchInput, customerPatchSchema, fieldErrors } from '@bin-valet/schema';
import * as v from 'valibot';
import type { CustomerContactFields } from '../../../lib/new-customer-form';

/** Everything the Edit Customer dialog edits, as the inputs hold it (strings, the rate too). */
export interface EditCustomerForm extends CustomerContactFields {
  contactMethod: string;
  serviceRate: string;
  customerStatus: string;
  notes: string;
  accessNotes: string;
}

/** Form values from the row; the spec's edit defaults fill what is missing (city Seattle, state WA, text, 5, active). */
export function editDefaults(c: Partial<Customer>): EditCustomerForm {
  return {
    name: c.name ?? '',
    address: c.address ?? '',
    city: c.city || 'Seattle',
    state: c.state || 'WA',
    zipCode: c.zipCode ?? '',
    phone: c.phone ?? '',
    email: c.email ?? '',
    contactMethod: c.contactMethod || 'text',
    serviceRate: String(c.serviceRate || 5),
    customerStatus: c.customerStatus || 'active',
    notes: c.notes ?? '',
    accessNotes: c.accessNotes ?? '',
  };
}

export type EditResult = { ok: true; body: CustomerPatchInput } | { ok: false; errors: Record<string, string> };

/**
 * Validates with the shared patch schema (its phone message is the edit form's 'Phone is required');
 * the rate input's text becomes a number, empty notes become null.
 */
export function validateEdit(form: EditCustomerForm): EditResult {
  const raw = {
    ...form,
    serviceRate: form.serviceRate.trim() === '' ? Number.NaN : Number(form.serviceRate),
    notes: form.notes.trim() ? form.notes : null,
    accessNotes: form.accessNotes.trim() ? form.accessNotes.trim() : null,
  };
  const parsed = v.safeParse(customerPatchSchema, raw);
  return parsed.success ? { ok: true, body: parsed.output } : { ok: false, errors: fieldErrors(parsed.issues) };
}
