import { type Employee, type employeePatchSchema, type employees, todayIn } from '@bin-valet/schema';
import type * as v from 'valibot';

type Patch = v.InferOutput<typeof employeePatchSchema>;
type Changes = Partial<typeof employees.$inferInsert>;

/**
 * The office sends the hire date as a timestamp at midday; it is a calendar day, so it is
 * stored as yyyy-MM-dd in the business time zone. A plain yyyy-MM-dd is kept as sent.
 */
export function normalizeHireDate(value: string | null | undefined, timeZone: string): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return todayIn(timeZone, new Date(value));
}

const emptyToNull = (s: string | null | undefined) => (s === undefined ? undefined : s === null || s === '' ? null : s);

/**
 * What a PATCH changes. Deactivation or a new role bumps the session epoch so the employee's
 * sessions end at once (their permissions changed under them).
 */
export function employeeChanges(row: Employee, body: Patch, timeZone: string): Changes {
  const changes: Changes = {};
  if (body.name !== undefined) changes.name = body.name;
  const email = emptyToNull(body.email);
  if (email !== undefined) changes.email = email;
  const phone = emptyToNull(body.phone);
  if (phone !== undefined) changes.phone = phone;
  const hireDate = normalizeHireDate(body.hireDate, timeZone);
  if (hireDate !== undefined) changes.hireDate = hireDate;
  if (body.role !== undefined) changes.role = body.role;
  if (body.isActive !== undefined) changes.isActive = body.isActive;
  if (body.availabilityStatus !== undefined) changes.availabilityStatus = body.availabilityStatus;

  const deactivated = body.isActive === false && row.isActive;
  const roleChanged = body.role !== undefined && body.role !== row.role;
  if (deactivated || roleChanged) changes.sessionEpoch = row.sessionEpoch + 1;
  return changes;
}
