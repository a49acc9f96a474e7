import { describe, expect, it } from 'vitest';
import { holidaysOf } from './calendar';
import { applyDelays, cityDate, collectionDatesBetween, collectionOn } from './collection-date';
import { addDays, weekdayOf } from './dates';

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

describe('collectionDatesBetween / collectionOn: the dates a customer can be collected on', () => {
  // A holiday week of a future year, so the test holds on any day it runs.
  const year = new Date().getUTCFullYear() + 1;
  const thanksgiving = holidaysOf(year).find((h) => h.name === 'Thanksgiving')?.date ?? '';
  // The next Christmas on a weekday (one on a weekend moves nothing).
  const christmas =
    [0, 1, 2, 3, 4, 5, 6].map((i) => `${year + i}-12-25`).find((d) => !['saturday', 'sunday'].includes(weekdayOf(d))) ??
    '';

  it('offers the moved date of a holiday week and never the regular one', () => {
    const week = collectionDatesBetween('thursday', addDays(thanksgiving, -3), addDays(thanksgiving, 3));
    expect(week.map((d) => d.collectionDate)).toEqual([addDays(thanksgiving, 1)]);
    expect(week[0]).toMatchObject({ regularDate: thanksgiving, moveReason: 'Thanksgiving' });
    expect(collectionOn(thanksgiving, 'thursday')).toBeNull();
    expect(collectionOn(addDays(thanksgiving, 1), 'thursday')?.regularDate).toBe(thanksgiving);
    // The week before and after are on the regular day.
    expect(collectionOn(addDays(thanksgiving, -7), 'thursday')?.moveReason).toBeNull();
    expect(collectionOn(addDays(thanksgiving, 7), 'thursday')?.moveReason).toBeNull();
  });

  it('moves Christmas week for the customers collected on Christmas day, whatever weekday it falls on', () => {
    const day = weekdayOf(christmas);
    expect(collectionOn(christmas, day)).toBeNull();
    const moved = collectionOn(addDays(christmas, 1), day);
    expect(moved).toMatchObject({ regularDate: christmas, collectionDate: addDays(christmas, 1) });
  });

  it('follows a declared delay too', () => {
    const monday = addDays(thanksgiving, 11);
    const snow = [delay(monday)];
    expect(collectionOn(monday, 'monday', snow)).toBeNull();
    expect(collectionOn(addDays(monday, 1), 'monday', snow)?.delayReason).toBe('Snow delay');
  });
});
