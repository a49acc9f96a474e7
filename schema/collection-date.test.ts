import { describe, expect, it } from 'vitest';
import { applyDelays, cityDate } from './collection-date';

const delay = (startDate: string, endDate = startDate, shiftDays = 1, name = 'Snow delay') => ({
  name,
  startDate,
  endDate,
  shiftDays,
});

describe('cityDate: where the city collects', () => {
  it('applies the holiday week, then delays to the date actually due (Thanksgiving 2026)', () => {
    const friday = [delay('2026-11-27')];
    // Regular Thursday is collected Friday; the Friday delay moves it to Saturday.
    expect(cityDate('2026-11-26', friday)).toMatchObject({
      collectionDate: '2026-11-28',
      baseDate: '2026-11-27',
      holiday: 'Thanksgiving',
      delayDays: 1,
      delayReason: 'Snow delay',
      moveReason: 'Thanksgiving, Snow delay',
    });
    // Regular Friday is collected Saturday: the Friday delay does not touch it.
    expect(cityDate('2026-11-27', friday)).toMatchObject({ collectionDate: '2026-11-28', delayReason: null });
  });

  it('lands a delay that reaches a holiday the day after it', () => {
    expect(cityDate('2026-11-25', [delay('2026-11-25')])).toMatchObject({ collectionDate: '2026-11-27', delayDays: 2 });
  });

  it('applies delays in the order declared, each to the date reached so far', () => {
    const first = delay('2026-12-02', '2026-12-02', 1, 'Snow delay');
    const second = delay('2026-12-03', '2026-12-03', 1, 'Ice delay');
    expect(applyDelays('2026-12-02', [first, second])).toEqual({
      date: '2026-12-04',
      delayDays: 2,
      delayReason: 'Snow delay, Ice delay',
    });
    // Declared the other way round, the Wednesday collection lands on Thursday and stays there.
    expect(applyDelays('2026-12-02', [second, first]).date).toBe('2026-12-03');
  });

  it('keeps a date set exactly out of the holiday week, but not out of a delay', () => {
    expect(cityDate('2026-12-25', [], { exact: true })).toMatchObject({
      collectionDate: '2026-12-25',
      moveReason: null,
    });
    expect(cityDate('2026-12-24', [delay('2026-12-24')], { exact: true })).toMatchObject({
      collectionDate: '2026-12-26',
      moveReason: 'Snow delay',
    });
  });
});
