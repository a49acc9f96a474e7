import { addDays, holidayShiftFor, weekdayOf } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { benchDay } from './lib';

describe("the bench's day", () => {
  it('is the latest Wednesday on or before today outside a holiday week', () => {
    expect(benchDay('2026-11-26')).toBe('2026-11-25'); // Thanksgiving moves Thursday on, not Wednesday
    expect(benchDay('2026-11-30')).toBe('2026-11-25');
    expect(benchDay('2026-11-25')).toBe('2026-11-25');
    // New Year's Day and Christmas 2024 were both Wednesdays.
    expect(benchDay('2025-01-02')).toBe('2024-12-18');
  });

  it('exists for every day of two years, at most three weeks back', () => {
    for (let day = '2026-01-01'; day < '2028-01-01'; day = addDays(day, 1)) {
      const picked = benchDay(day);
      expect(weekdayOf(picked)).toBe('wednesday');
      expect(holidayShiftFor(picked)).toBeUndefined();
      expect(picked <= day && picked >= addDays(day, -21)).toBe(true);
    }
  });
});
