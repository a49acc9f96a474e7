import { describe, expect, it } from 'vitest';
import { askedDateNote, declaredDelays } from './asked-date';

describe('askedDateNote', () => {
  it('says where the city collects an asked date in a holiday week, and nothing on an ordinary one', () => {
    expect(askedDateNote('2026-11-27')).toBe('Fri, Nov 27 is collected Sat, Nov 28 this week (Thanksgiving)');
    expect(askedDateNote('2026-12-25')).toBe('Fri, Dec 25 is collected Sat, Dec 26 this week (Christmas)');
    expect(askedDateNote('2026-12-04')).toBeNull();
  });

  it('applies the declared delays, in the order declared', () => {
    const delays = declaredDelays([
      {
        id: 'holiday-2026-11-26',
        kind: 'holiday',
        name: 'Thanksgiving',
        startDate: '2026-11-26',
        endDate: '2026-11-29',
        shiftDays: 1,
      },
      { id: 7, kind: 'delay', name: 'Snow delay', startDate: '2026-11-27', endDate: '2026-11-27', shiftDays: 1 },
    ]);
    expect(delays).toEqual([{ name: 'Snow delay', startDate: '2026-11-27', endDate: '2026-11-27', shiftDays: 1 }]);
    expect(askedDateNote('2026-11-26', delays)).toBe(
      'Thu, Nov 26 is collected Sat, Nov 28 this week (Thanksgiving, Snow delay)',
    );
  });
});
