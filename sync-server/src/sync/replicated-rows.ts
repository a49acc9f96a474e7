import { customers, employees, SYNC_CUSTOMER_FIELDS, SYNC_EMPLOYEE_FIELDS, type SyncCustomer } from '@bin-valet/schema';
import { getTableColumns, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

/** Only the replicated columns: never tracking tokens, password hashes or session epochs. */
const pick = <T extends Record<string, AnySQLiteColumn>, K extends keyof T & string>(cols: T, fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, cols[f]])) as Pick<T, K>;

/** Employee rows as they replicate: who the crew work beside, nothing about signing in. */
export const employeeSelection = pick(getTableColumns(employees), SYNC_EMPLOYEE_FIELDS);

/**
 * Customer rows as they replicate: the operational columns plus the office's pinned notes (the crew's
 * access notes), read in the same query. A pinned note's change re-stamps its customer (migration
 * triggers), so the row is sent again whenever they change.
 */
export const customerSelection = {
  ...pick(getTableColumns(customers), SYNC_CUSTOMER_FIELDS),
  // Qualified by hand: drizzle writes a selected column unqualified, which inside this subquery would
  // name customer_notes.id.
  pinnedNotesJson: sql<string>`(SELECT json_group_array(n.note_text) FROM (SELECT note_text FROM customer_notes WHERE customer_notes.customer_id = "signups"."id" AND customer_notes.is_pinned = 1 ORDER BY customer_notes.id) AS n)`,
};

type SelectedCustomer = Omit<SyncCustomer, 'pinnedNotes'> & { pinnedNotesJson: string | null };

function parseNotes(json: string | null): string[] {
  try {
    const v: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function toSyncCustomer(row: SelectedCustomer): SyncCustomer {
  const { pinnedNotesJson, ...rest } = row;
  return { ...rest, pinnedNotes: parseNotes(pinnedNotesJson) };
}
