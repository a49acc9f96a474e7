import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, formatPattern, localDay } from './date-pattern';

// Every pattern the app formats with, checked against date-fns on a spread of dates and times.
const PATTERNS = [
  'EEE, MMM d',
  'EEE, MMM d, yyyy',
  'EEEE, MMM d',
  'EEEE, MMMM d',
  'EEEE, MMMM d, yyyy',
  'MMM d',
  'MMM d, h:mm a',
  'MMM d, yyyy h:mm a',
  'MMM d, yyyy',
  'MMMM d, yyyy',
  'MMMM yyyy',
  'h:mm a',
  'yyyy-MM-dd',
  'HH:mm dd/MM',
];

describe('formatPattern', () => {
  it('says what date-fns says for every pattern the app uses', () => {
    for (let i = 0; i < 400; i++) {
      const d = new Date(2024, 0, 1, 0, 0);
      d.setTime(d.getTime() + i * 23 * 3_600_000 + i * 7 * 60_000);
      for (const pattern of PATTERNS) expect(formatPattern(d, pattern), `${d} ${pattern}`).toBe(format(d, pattern));
    }
  });

  it('refuses a token it does not know instead of printing it', () => {
    expect(() => formatPattern(new Date(), 'QQQ')).toThrow(RangeError);
  });
});

describe('localDay and calendarDaysBetween', () => {
  it('reads a date-only string as that local day and rejects impossible days', () => {
    expect(formatPattern(localDay('2026-03-08'), 'yyyy-MM-dd')).toBe('2026-03-08');
    expect(Number.isNaN(localDay('2026-02-30').getTime())).toBe(true);
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(calendarDaysBetween(localDay('2026-03-09'), localDay('2026-03-07'))).toBe(2);
    expect(calendarDaysBetween(new Date(2026, 10, 2, 0, 30), new Date(2026, 10, 1, 23, 59))).toBe(1);
  });
});
