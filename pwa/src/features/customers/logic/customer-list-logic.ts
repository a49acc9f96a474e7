import type { BillingListEntry, Customer, CustomerStatus } from '@bin-valet/schema';
import { matchesCustomer } from '../../../lib/customer-search';
import { formatDate } from '../../../lib/format';

/** GET /api/admin/customers/next-jobs: customer id → first scheduled collection from today on. */
export type NextJobs = Record<string, { collectionDate: string }>;
export type StatusFilter = 'all' | CustomerStatus;

export type ListCustomer = Pick<Customer, 'id' | 'name' | 'address' | 'phone' | 'email' | 'customerStatus'>;

export function filterCustomers<T extends ListCustomer>(customers: readonly T[], query: string, status: StatusFilter) {
  return customers.filter((c) => (status === 'all' || c.customerStatus === status) && matchesCustomer(c, query));
}

/** The Billing filter: only customers with a billing status, in the server's order (past due first). */
export function billingOrdered<T extends ListCustomer>(
  customers: readonly T[],
  entries: readonly BillingListEntry[],
): T[] {
  const byId = new Map(customers.map((c) => [c.id, c]));
  return entries.flatMap((e) => byId.get(e.customerId) ?? []);
}

const STATUS_RANK: Record<string, number> = { active: 0, suspended: 1, cancelled: 2 };

/** The next job shown for a customer: only active customers have one. */
export const nextJobDate = (c: ListCustomer, nextJobs: NextJobs): string | null =>
  c.customerStatus === 'active' ? (nextJobs[String(c.id)]?.collectionDate ?? null) : null;

/**
 * Ordering: active, then suspended, then cancelled (other values last); among active customers
 * those with a next job come first by collection date; ties and everyone else by name, then id.
 */
export function orderCustomers<T extends ListCustomer>(customers: readonly T[], nextJobs: NextJobs): T[] {
  return [...customers].sort((a, b) => {
    const rank = (STATUS_RANK[a.customerStatus] ?? 3) - (STATUS_RANK[b.customerStatus] ?? 3);
    if (rank) return rank;
    const na = nextJobDate(a, nextJobs);
    const nb = nextJobDate(b, nextJobs);
    if (na && !nb) return -1;
    if (nb && !na) return 1;
    if (na && nb && na !== nb) return na < nb ? -1 : 1;
    return a.name.localeCompare(b.name) || a.id - b.id;
  });
}

/** 'Next Job: Tue. Nov 24' or 'No upcoming service'. */
export const nextJobLabel = (date: string | null) =>
  date ? `Next Job: ${formatDate(date, "EEE'.' MMM d")}` : 'No upcoming service';

/** 'Seattle, WA 98199' after the street: the address line of a row. */
export const addressLine = (c: Pick<Customer, 'address' | 'city' | 'state' | 'zipCode'>) =>
  `${c.address}, ${c.city}, ${c.state} ${c.zipCode}`;
