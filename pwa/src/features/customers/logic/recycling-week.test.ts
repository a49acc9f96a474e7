import { describe, expect, it } from 'vitest';
import { recyclingChoices, recyclingSummary } from './recycling-week';

describe('recycling week picker', () => {
  it('offers only the next two collection weekdays', () => {
    expect(recyclingChoices('2026-11-23', 'friday')).toEqual([
      { value: '2026-11-27', label: 'Fri, Nov 27' },
      { value: '2026-12-04', label: 'Fri, Dec 4' },
    ]);
    expect(recyclingChoices('2026-11-27', 'friday')[0].value).toBe('2026-11-27');
  });

  it('says when recycling goes out next', () => {
    expect(recyclingSummary('2026-12-04', '2026-11-23')).toBe('Recycling: every other week, next on Fri, Dec 4');
    expect(recyclingSummary('2026-10-23', '2026-11-23')).toBe('Recycling: every other week, next on Fri, Dec 4');
    expect(recyclingSummary(null, '2026-11-23')).toBe('Recycling: every week');
  });
});
