import { describe, expect, it } from 'vitest';
import { loadOf, mergeCounts, monthEnd, monthStart, nextMonthEnd } from './calendar-logic';

describe('month bounds', () => {
  it('month bounds, leap years and the next month end', () => {
    expect(monthStart('2028-02-17')).toBe('2028-02-01');
    expect(monthEnd('2028-02-17')).toBe('2028-02-29');
    expect(monthEnd('2026-12-03')).toBe('2026-12-31');
    expect(nextMonthEnd('2026-12-03')).toBe('2027-01-31');
    expect(nextMonthEnd('2026-01-31')).toBe('2026-02-28');
  });
});

describe('badge load', () => {
  it('1–4 light, 5–9 busy, 10+ heavy, none for 0', () => {
    expect(loadOf(0)).toBeNull();
    expect(loadOf(1)).toBe('light');
    expect(loadOf(4)).toBe('light');
    expect(loadOf(5)).toBe('busy');
    expect(loadOf(9)).toBe('busy');
    expect(loadOf(10)).toBe('heavy');
  });
});

describe('mergeCounts', () => {
  it('local counts inside the working-set window, server counts outside it', () => {
    const days = ['2026-11-01', '2026-11-10', '2026-12-30'];
    const local = { '2026-11-10': 3, '2026-12-30': 1 };
    const server = { '2026-11-01': 6, '2026-11-10': 9, '2026-12-30': 12 };
    const window = { start: '2026-11-06', end: '2026-12-18' };
    expect(mergeCounts(days, local, server, window)).toEqual({ '2026-11-01': 6, '2026-11-10': 3, '2026-12-30': 12 });
    expect(mergeCounts(days, local, undefined, window)).toEqual({ '2026-11-01': 0, '2026-11-10': 3, '2026-12-30': 1 });
  });
});
