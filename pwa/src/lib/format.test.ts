import { describe, expect, it } from 'vitest';
import {
  binSummary,
  formatDate,
  formatDateOrNotSet,
  formatMinutes,
  formatPhoneDashes,
  formatPhoneParens,
  hireAge,
  relativeAge,
} from './format';

const now = new Date(2026, 10, 21, 12); // Nov 21 2026, local noon
const daysAgo = (n: number) => new Date(2026, 10, 21 - n, 9);

describe('phones', () => {
  it('formats 10 digits and leaves other values raw', () => {
    expect(formatPhoneParens('2065550142')).toBe('(206) 555-0142');
    expect(formatPhoneParens('206-555-0142')).toBe('(206) 555-0142');
    expect(formatPhoneDashes('(206) 555 0142')).toBe('206-555-0142');
    expect(formatPhoneParens('+1 206 555 0142')).toBe('+1 206 555 0142');
    expect(formatPhoneParens(null)).toBe('');
  });
});

describe('dates', () => {
  it('formats MMM d, yyyy and falls back to a dash or Not set', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDate('garbage')).toBe('-');
    expect(formatDate(null)).toBe('-');
    expect(formatDateOrNotSet(undefined)).toBe('Not set');
  });

  it('relative age switches at 7, 30 and 365 days', () => {
    expect(relativeAge(daysAgo(0), now)).toBe('Today');
    expect(relativeAge(daysAgo(1), now)).toBe('Yesterday');
    expect(relativeAge(daysAgo(6), now)).toBe('6 days ago');
    expect(relativeAge(daysAgo(7), now)).toBe('1 week ago');
    expect(relativeAge(daysAgo(29), now)).toBe('4 weeks ago');
    expect(relativeAge(daysAgo(30), now)).toBe('1 month ago');
    expect(relativeAge(daysAgo(364), now)).toBe('12 months ago');
    expect(relativeAge(daysAgo(365), now)).toBe('1 year ago');
    expect(relativeAge(daysAgo(800), now)).toBe('2 years ago');
  });

  it('hire age reads like the spec examples', () => {
    expect(hireAge(null, now)).toBe('No date');
    expect(hireAge(daysAgo(0), now)).toBe('Today');
    expect(hireAge(daysAgo(3), now)).toBe('3 days ago');
    expect(hireAge(daysAgo(14), now)).toBe('2 weeks ago');
    expect(hireAge(daysAgo(35), now)).toBe('1 month ago');
    expect(hireAge(new Date(2025, 8, 10), now)).toBe('1 year 2 months ago');
    expect(hireAge(new Date(2024, 10, 1), now)).toBe('2 years ago');
  });
});

describe('labels', () => {
  it('names bins and durations', () => {
    expect(
      binSummary({
        needsGarbage: true,
        garbageQty: 2,
        needsCompost: true,
        compostQty: 0,
        needsRecycling: true,
        recyclingQty: 1,
      }),
    ).toBe('2 Garbage • 1 Compost • 1 Recycling');
    expect(formatMinutes(7)).toBe('7m');
    expect(formatMinutes(84)).toBe('1h 24m');
  });
});
