import { describe, expect, it } from 'vitest';
import {
  binsFor,
  binsLine,
  holidayShiftFor,
  holidayShiftsBetween,
  moveReason,
  nextRecyclingDate,
  recyclingWeek,
  shiftBanner,
  thanksgiving,
} from './calendar';
import { shiftedDate } from './collection-date';
import { weekdayOf } from './dates';

describe('holidays of 2026-2030', () => {
  it('finds Thanksgiving on the fourth Thursday of November', () => {
    expect(thanksgiving(2026)).toBe('2026-11-26');
    expect(thanksgiving(2027)).toBe('2027-11-25');
    expect(thanksgiving(2028)).toBe('2028-11-23');
    expect(thanksgiving(2029)).toBe('2029-11-22');
    expect(thanksgiving(2030)).toBe('2030-11-28');
    for (const y of [2026, 2027, 2028, 2029, 2030]) expect(weekdayOf(thanksgiving(y))).toBe('thursday');
  });

  it('moves a Friday collection of Thanksgiving week 2026 to Saturday and leaves Wednesday alone', () => {
    expect(shiftedDate('2026-11-27').date).toBe('2026-11-28');
    expect(shiftedDate('2026-11-26').date).toBe('2026-11-27');
    expect(shiftedDate('2026-11-29').date).toBe('2026-11-30');
    expect(shiftedDate('2026-11-25')).toEqual({
      date: '2026-11-25',
      shiftDays: 0,
      holiday: null,
      delayReason: null,
      delayDays: 0,
    });
    expect(shiftedDate('2026-11-23').date).toBe('2026-11-23');
    expect(shiftedDate('2026-11-27').holiday).toBe('Thanksgiving');
  });

  it('moves the Fridays of Christmas 2026 and New Year 2027 (both Fridays), two weeks in a row', () => {
    expect(weekdayOf('2026-12-25')).toBe('friday');
    expect(weekdayOf('2027-01-01')).toBe('friday');
    expect(shiftedDate('2026-12-25')).toMatchObject({ date: '2026-12-26', holiday: 'Christmas' });
    expect(shiftedDate('2026-12-24').date).toBe('2026-12-24');
    expect(shiftedDate('2027-01-01')).toMatchObject({ date: '2027-01-02', holiday: "New Year's Day" });
    expect(shiftedDate('2027-01-03').date).toBe('2027-01-04');
    expect(shiftedDate('2026-12-31').date).toBe('2026-12-31');
  });

  it('moves nothing for Christmas 2027 on a Saturday (nor New Year 2028 on a Saturday)', () => {
    expect(weekdayOf('2027-12-25')).toBe('saturday');
    for (let d = 20; d <= 26; d++) expect(holidayShiftFor(`2027-12-${d}`)).toBeUndefined();
    expect(holidayShiftFor('2028-01-01')).toBeUndefined();
  });

  it('moves a Monday holiday week from Monday on (Christmas 2028, New Year 2029)', () => {
    expect(weekdayOf('2028-12-25')).toBe('monday');
    expect(shiftedDate('2028-12-25').date).toBe('2028-12-26');
    // Sunday of Christmas week moves onto New Year's Day, a holiday too: no truck that day either.
    expect(shiftedDate('2028-12-31').date).toBe('2029-01-02');
    expect(shiftedDate('2029-01-01').date).toBe('2029-01-02');
    expect(shiftedDate('2030-01-01').date).toBe('2030-01-02');
    expect(shiftedDate('2030-12-24').date).toBe('2030-12-24');
    expect(shiftedDate('2030-12-25').date).toBe('2030-12-26');
  });

  it('lists the holiday weeks overlapping a range, from the holiday to the Sunday', () => {
    expect(holidayShiftsBetween('2026-11-01', '2027-01-31')).toEqual([
      { name: 'Thanksgiving', startDate: '2026-11-26', endDate: '2026-11-29', shiftDays: 1 },
      { name: 'Christmas', startDate: '2026-12-25', endDate: '2026-12-27', shiftDays: 1 },
      { name: "New Year's Day", startDate: '2027-01-01', endDate: '2027-01-03', shiftDays: 1 },
    ]);
    expect(holidayShiftsBetween('2027-12-01', '2028-01-31')).toEqual([]);
    expect(holidayShiftsBetween('2026-11-29', '2026-11-29')).toHaveLength(1);
  });
});

describe('declared delays', () => {
  const snow = { name: 'Snow delay', startDate: '2026-12-02', endDate: '2026-12-03', shiftDays: 2 };

  it('moves the collections actually due in the range by their days, after the holiday move', () => {
    expect(shiftedDate('2026-12-02', [snow])).toEqual({
      date: '2026-12-04',
      shiftDays: 2,
      holiday: null,
      delayReason: 'Snow delay',
      delayDays: 2,
    });
    expect(shiftedDate('2026-12-04', [snow]).date).toBe('2026-12-04');
    const thanksgivingSnow = { ...snow, startDate: '2026-11-27', endDate: '2026-11-27', shiftDays: 1 };
    // A delay applies to the collections actually due that day: Friday's are regular Thursday's.
    expect(shiftedDate('2026-11-27', [thanksgivingSnow]).date).toBe('2026-11-28');
    expect(shiftedDate('2026-11-26', [thanksgivingSnow]).date).toBe('2026-11-28');
  });

  it('words banners', () => {
    const week = { name: 'Thanksgiving', startDate: '2026-11-26', endDate: '2026-11-29', shiftDays: 1 };
    expect(shiftBanner(week, 'holiday')).toBe(
      'Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later',
    );
    expect(shiftBanner(snow, 'delay')).toBe('Snow delay: Wed, Dec 2 – Thu, Dec 3 collections move two days later');
    const friday = { ...snow, startDate: '2026-11-27', endDate: '2026-11-27', shiftDays: 1 };
    expect(shiftBanner(friday, 'delay')).toBe('Snow delay: Fri, Nov 27 collections move to Sat, Nov 28');
  });
});

describe('recycling every other week', () => {
  const anchor = '2026-12-04';

  it('collects every 14 days from the anchor, in both directions', () => {
    expect(recyclingWeek(anchor, '2026-12-04')).toBe(true);
    expect(recyclingWeek(anchor, '2026-12-11')).toBe(false);
    expect(recyclingWeek(anchor, '2026-12-18')).toBe(true);
    expect(recyclingWeek(anchor, '2026-11-27')).toBe(false);
    expect(recyclingWeek(anchor, '2026-11-20')).toBe(true);
    expect(recyclingWeek(anchor, '2030-12-13')).toBe(recyclingWeek(anchor, '2030-12-13'));
    expect(recyclingWeek(null, '2026-12-11')).toBe(true);
  });

  it('follows the regular date across a holiday week', () => {
    // Thanksgiving 2026 moves the Friday 2026-11-27 collection to Saturday; parity reads Friday.
    const moved = shiftedDate('2026-11-27');
    expect(moved.date).toBe('2026-11-28');
    expect(recyclingWeek('2026-11-20', '2026-11-27')).toBe(false);
    expect(recyclingWeek('2026-11-20', '2026-12-04')).toBe(true);
    expect(recyclingWeek('2026-11-13', '2026-11-27')).toBe(true);
  });

  it('finds the next recycling date', () => {
    expect(nextRecyclingDate(anchor, '2026-11-23')).toBe('2026-12-04');
    expect(nextRecyclingDate(anchor, '2026-12-05')).toBe('2026-12-18');
    expect(nextRecyclingDate('2026-10-09', '2026-11-23')).toBe('2026-12-04');
  });
});

describe('bins of a job', () => {
  const customer = {
    needsGarbage: true,
    garbageQty: 2,
    needsCompost: true,
    compostQty: 1,
    needsRecycling: true,
    recyclingQty: 1,
    recyclingAnchorDate: '2026-12-04',
  };

  it('counts every stream on a recycling week and leaves recycling out on an off-week', () => {
    expect(binsFor(customer, '2026-12-04')).toEqual({ garbage: 2, compost: 1, recycling: 1 });
    expect(binsFor(customer, '2026-11-27')).toEqual({ garbage: 2, compost: 1, recycling: 0 });
    expect(binsLine(binsFor(customer, '2026-11-27'))).toBe('2 Garbage • 1 Compost');
    expect(binsLine(binsFor(customer, '2026-12-04'))).toBe('2 Garbage • 1 Compost • 1 Recycling');
  });

  it('gives 0 for streams not subscribed, and every week without an anchor', () => {
    const c = { ...customer, needsCompost: false, recyclingAnchorDate: null };
    expect(binsFor(c, '2026-11-27')).toEqual({ garbage: 2, compost: 0, recycling: 1 });
    expect(binsLine({ garbage: 0, compost: 0, recycling: 0 })).toBe('No bins this week');
  });
});

describe('moveReason', () => {
  it('names the holiday and the delays that moved a job', () => {
    expect(moveReason({ regularDate: '2026-11-27', collectionDate: '2026-11-28', delayReason: null })).toBe(
      'Thanksgiving',
    );
    expect(moveReason({ regularDate: '2026-11-27', collectionDate: '2026-11-29', delayReason: 'Snow delay' })).toBe(
      'Thanksgiving, Snow delay',
    );
    expect(moveReason({ regularDate: '2026-12-02', collectionDate: '2026-12-02', delayReason: null })).toBeNull();
    expect(moveReason({ regularDate: null, collectionDate: '2026-12-02', delayReason: null })).toBeNull();
  });
});
