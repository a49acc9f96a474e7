import type { EmployeeWithJobCount } from '@bin-valet/schema';
import { roleLabel } from '../../../lib/labels';

/** The five sortable Crew Management columns. */
export type SortKey = 'name' | 'role' | 'status' | 'jobCount' | 'hireDate';
export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  dir: SortDir;
}

export const DEFAULT_SORT: SortState = { key: 'name', dir: 'asc' };

/** Clicking the active column toggles its direction; another column starts ascending. */
export function nextSort(current: SortState, clicked: SortKey): SortState {
  if (current.key === clicked) return { key: clicked, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key: clicked, dir: 'asc' };
}

/** Display name: the full name, falling back to the username. */
export const displayName = (e: { name: string | null; username: string }) => e.name?.trim() || e.username;

const textKey = (s: string) => s.toLocaleLowerCase();

function compareBy(key: SortKey, a: EmployeeWithJobCount, b: EmployeeWithJobCount): number {
  switch (key) {
    case 'name':
      return textKey(displayName(a)).localeCompare(textKey(displayName(b)));
    case 'role':
      return roleLabel(a.role).localeCompare(roleLabel(b.role));
    case 'status':
      // 'Active' sorts before 'Inactive', as the labels read.
      return Number(!a.isActive) - Number(!b.isActive);
    case 'jobCount':
      return a.jobCount - b.jobCount;
    case 'hireDate':
      return (a.hireDate ?? '').localeCompare(b.hireDate ?? '');
  }
}

/**
 * A sorted copy. Employees without a hire date stay at the bottom in both directions (a missing
 * date is not "oldest"); ties fall back to the name, then the id, so the order is stable.
 */
export function sortEmployees(list: readonly EmployeeWithJobCount[], sort: SortState): EmployeeWithJobCount[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    if (sort.key === 'hireDate' && Boolean(a.hireDate) !== Boolean(b.hireDate)) return a.hireDate ? -1 : 1;
    const primary = compareBy(sort.key, a, b) * sign;
    if (primary !== 0) return primary;
    return compareBy('name', a, b) || a.id - b.id;
  });
}

/** '1 job' / 'N jobs'. */
export const jobsLabel = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`;
