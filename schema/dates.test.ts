import { describe, expect, it } from 'vitest';
import { todayIn } from './dates';

describe('todayIn', () => {
  // 05:30 UTC on New Year's Day is still New Year's Eve on the US west coast.
  const instant = new Date('2025-01-01T05:30:00Z');

  it('names the calendar day in the given zone', () => {
    expect(todayIn('America/Los_Angeles', instant)).toBe('2024-12-31');
    expect(todayIn('UTC', instant)).toBe('2025-01-01');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2025-01-01');
  });

  it('keeps zones apart when calls for different zones interleave', () => {
    for (let i = 0; i < 3; i++) {
      expect(todayIn('Pacific/Honolulu', instant)).toBe('2024-12-31');
      expect(todayIn('Europe/Paris', instant)).toBe('2025-01-01');
    }
  });

  it('still answers after more distinct zones than it keeps', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 40);
    for (const zone of zones) expect(todayIn(zone, instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(todayIn('America/Los_Angeles', instant)).toBe('2024-12-31');
  });

  it('refuses an unknown zone', () => {
    expect(() => todayIn('Mars/Olympus_Mons', instant)).toThrow(RangeError);
  });
});
