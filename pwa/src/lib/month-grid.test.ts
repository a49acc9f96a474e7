import { describe, expect, it } from 'vitest';
import { monthWeeks, WEEKDAYS } from './month-grid';

describe('month calendars start weeks on Monday', () => {
  it('headers run Monday to Sunday', () => {
    expect(WEEKDAYS.map(([short]) => short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('November 2026 starts on a Sunday: six leading blanks, the 30th on a Monday alone', () => {
    const weeks = monthWeeks('2026-11-20');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });

  it('a month starting on a Monday has no leading blank (February 2027 fills exactly four weeks)', () => {
    const feb = monthWeeks('2027-02');
    expect(feb).toHaveLength(4);
    expect(feb[0][0]).toBe('2027-02-01');
    expect(feb[3][6]).toBe('2027-02-28');
  });

  it('every week has 7 cells and every day of the month appears once, leap years included', () => {
    for (const m of ['2026-05', '2028-02', '2026-12', '2027-01']) {
      const weeks = monthWeeks(m);
      for (const w of weeks) expect(w).toHaveLength(7);
      const days = weeks.flat().filter(Boolean);
      expect(new Set(days).size).toBe(days.length);
      expect(days[0]).toBe(`${m}-01`);
    }
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });
});
