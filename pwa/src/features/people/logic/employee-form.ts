import { AVAILABILITY_STATUSES, type EmployeeDto, employeeEditFormSchema, fieldErrors } from '@bin-valet/schema';
import * as v from 'valibot';

export interface EditFormValues {
  name: string;
  email: string;
  phone: string;
  hireDate: string;
  role: string;
  isActive: boolean;
}

export function editValuesOf(e: EmployeeDto): EditFormValues {
  return {
    name: e.name ?? '',
    email: e.email ?? '',
    phone: e.phone ?? '',
    hireDate: e.hireDate ? e.hireDate.slice(0, 10) : '',
    role: e.role,
    isActive: e.isActive,
  };
}

export interface EmployeePatchBody {
  name: string;
  email: string | null;
  phone: string | null;
  hireDate: string | null;
  role: string;
  isActive: boolean;
}

/** The chosen calendar day at midday local time, as an ISO timestamp, so no zone shifts the day. */
export function middayTimestamp(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 12, 0, 0).toISOString();
}

/** Validates the edit form; empty e-mail and phone become null, the hire date a midday timestamp or null. */
export function buildEmployeePatch(
  values: EditFormValues,
): { ok: true; body: EmployeePatchBody } | { ok: false; errors: Record<string, string> } {
  const parsed = v.safeParse(employeeEditFormSchema, values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) };
  const out = parsed.output;
  const email = out.email?.trim() ?? '';
  const phone = out.phone?.trim() ?? '';
  return {
    ok: true,
    body: {
      name: out.name,
      email: email || null,
      phone: phone || null,
      hireDate: out.hireDate ? middayTimestamp(out.hireDate) : null,
      role: out.role,
      isActive: out.isActive,
    },
  };
}

/** A manager may pick any value different from the current one. */
export const availabilityChoices = (current: string | null | undefined) =>
  AVAILABILITY_STATUSES.filter((s) => s !== (current || 'available'));
