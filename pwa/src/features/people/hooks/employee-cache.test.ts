import type { EmployeeDto } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { employeeListsChanged, employeeSaved } from './employee-cache';

const EMPLOYEES = ['api', 'admin', 'employees'];

/** A cache holding every employee view the office screens read, each answered once. */
function filledCache() {
  const client = createQueryClient();
  const keys = {
    all: EMPLOYEES,
    withJobCounts: [...EMPLOYEES, 'with-job-counts'],
    active: [...EMPLOYEES, 'active'],
    detail: [...EMPLOYEES, 4],
    assignments: [...EMPLOYEES, 4, 'assignments'],
    timeOff: [...EMPLOYEES, 4, 'time-off'],
    otherDetail: [...EMPLOYEES, 5],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, []);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, keys, invalidated };
}

describe('employee cache', () => {
  it('a new or removed employee invalidates exactly the three lists', async () => {
    const { client, invalidated } = filledCache();
    await employeeListsChanged(client);
    expect(invalidated()).toEqual(['active', 'all', 'withJobCounts']);
  });

  it("a saved employee is the detail's data at once, and only the lists ask again", async () => {
    const { client, keys, invalidated } = filledCache();
    const saved = { id: 4, username: 'casey', name: 'Casey Park' } as EmployeeDto;
    await employeeSaved(client, saved);
    expect(client.getQueryData(keys.detail)).toEqual(saved);
    expect(invalidated()).toEqual(['active', 'all', 'withJobCounts']);
  });
});
