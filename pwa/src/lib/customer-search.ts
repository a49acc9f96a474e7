import type { Customer } from '@bin-valet/schema';

/** Fields the office searches customers by (name, address, phone, e-mail). */
export type SearchableCustomer = Pick<Customer, 'name' | 'address' | 'phone' | 'email'>;

const digits = (s: string) => s.replace(/\D/g, '');

/**
 * Case-insensitive match on name, address or e-mail; a query with digits also matches the phone by its
 * digits alone, so '555 01' or '(206) 555' find '2065550142'. A blank query matches everything.
 */
export function matchesCustomer(c: SearchableCustomer, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (c.name.toLowerCase().includes(q) || c.address.toLowerCase().includes(q) || c.email.toLowerCase().includes(q)) {
    return true;
  }
  const qd = digits(q);
  // Only a query that is mostly a number is a phone search ('W 34th' must not match every '34').
  return qd.length >= 3 && qd.length >= q.replace(/[\s()+.-]/g, '').length && digits(c.phone).includes(qd);
}

/** The dashboard's quick search: the first `limit` matches and whether there are more. */
export function firstMatches<T extends SearchableCustomer>(customers: readonly T[], query: string, limit = 5) {
  if (!query.trim()) return { matches: [] as T[], more: false };
  const all = customers.filter((c) => matchesCustomer(c, query));
  return { matches: all.slice(0, limit), more: all.length > limit };
}
