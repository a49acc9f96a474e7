import type { Customer } from '@bin-valet/schema';

/** Active count, total and the active share in whole percent (0 when there are no customers). */
export function activeStats(customers: readonly Pick<Customer, 'customerStatus'>[]) {
  const total = customers.length;
  const active = customers.filter((c) => c.customerStatus === 'active').length;
  return { active, total, percent: total ? Math.round((active / total) * 100) : 0 };
}
