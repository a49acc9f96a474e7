import type { EmployeeWithJobCount } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, jobsLabel, nextSort, sortEmployees } from './sort-employees';

const base: EmployeeWithJobCount = {
  id: 0,
  username: '',
  role: 'crew',
  name: null,
  email: null,
  phone: null,
  hireDate: null,
  isActive: true,
  availabilityStatus: 'available',
  mustChangePassword: false,
  firstSignInAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
  jobCount: 0,
};
const e = (over: Partial<EmployeeWithJobCount>): EmployeeWithJobCount => ({ ...base, ...over });

const list = [
  e({ id: 1, username: 'zed', name: 'Zoe Park', role: 'manager', jobCount: 3, hireDate: '2024-05-01' }),
  e({ id: 2, username: 'amy', name: null, role: 'crew', jobCount: 10, isActive: false }),
  e({ id: 3, username: 'bo', name: 'bo Chen', role: 'customer_service', jobCount: 1, hireDate: '2025-01-15' }),
];
const ids = (xs: EmployeeWithJobCount[]) => xs.map((x) => x.id);

describe('nextSort', () => {
  it('toggles the active column and starts another ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'role')).toEqual({ key: 'role', dir: 'asc' });
  });
});

describe('sortEmployees', () => {
  it('defaults to name ascending, case-insensitive, falling back to the username', () => {
    expect(ids(sortEmployees(list, DEFAULT_SORT))).toEqual([2, 3, 1]);
    expect(ids(sortEmployees(list, { key: 'name', dir: 'desc' }))).toEqual([1, 3, 2]);
  });
  it('sorts roles by label, status active first, job counts numerically', () => {
    expect(ids(sortEmployees(list, { key: 'role', dir: 'asc' }))).toEqual([2, 3, 1]);
    expect(ids(sortEmployees(list, { key: 'status', dir: 'asc' }))).toEqual([3, 1, 2]);
    expect(ids(sortEmployees(list, { key: 'jobCount', dir: 'asc' }))).toEqual([3, 1, 2]);
    expect(ids(sortEmployees(list, { key: 'jobCount', dir: 'desc' }))).toEqual([2, 1, 3]);
  });
  it('keeps missing hire dates last in both directions', () => {
    expect(ids(sortEmployees(list, { key: 'hireDate', dir: 'asc' }))).toEqual([1, 3, 2]);
    expect(ids(sortEmployees(list, { key: 'hireDate', dir: 'desc' }))).toEqual([3, 1, 2]);
  });
  it('does not mutate its input', () => {
    const copy = [...list];
    sortEmployees(list, { key: 'jobCount', dir: 'desc' });
    expect(list).toEqual(copy);
  });
});

describe('jobsLabel', () => {
  it('is singular only for one', () => {
    expect(jobsLabel(0)).toBe('0 jobs');
    expect(jobsLabel(1)).toBe('1 job');
    expect(jobsLabel(12)).toBe('12 jobs');
  });
});
