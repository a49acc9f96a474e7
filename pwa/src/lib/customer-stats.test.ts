import { describe, expect, it } from 'vitest';
import { activeStats } from './customer-stats';

describe('activeStats', () => {
  it('counts active customers and rounds the percent', () => {
    const cs = ['active', 'active', 'suspended'].map((customerStatus) => ({ customerStatus }));
    expect(activeStats(cs)).toEqual({ active: 2, total: 3, percent: 67 });
    expect(activeStats([])).toEqual({ active: 0, total: 0, percent: 0 });
  });
});
