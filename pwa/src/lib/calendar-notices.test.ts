import { describe, expect, it } from 'vitest';
import { calendarNotices } from './calendar-notices';

describe('calendarNotices', () => {
  it('shows Thanksgiving week from the evening before the holiday to the Monday after', () => {
    const text = (from: string, to = from) => calendarNotices(from, to, []).map((n) => n.text);
    expect(text('2026-11-24')).toEqual([]);
    expect(text('2026-11-25')).toEqual(['Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later']);
    expect(text('2026-11-28')).toEqual(['Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later']);
    expect(text('2026-11-30')).toEqual(['Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later']);
    expect(text('2026-12-01')).toEqual([]);
    expect(text('2026-11-23', '2026-11-29')).toEqual([
      'Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later',
    ]);
    expect(text('2027-12-20', '2027-12-31')).toEqual([]);
  });

  it('reads declared delays from the moved jobs, net of a holiday move', () => {
    const jobs = [
      { regularDate: '2026-12-02', collectionDate: '2026-12-03', delayReason: 'Snow delay' },
      { regularDate: '2026-12-03', collectionDate: '2026-12-04', delayReason: 'Snow delay' },
      { regularDate: '2026-11-27', collectionDate: '2026-11-28', delayReason: null },
      { regularDate: '2026-11-27', collectionDate: '2026-11-30', delayReason: 'Ice' },
    ];
    expect(calendarNotices('2026-12-03', '2026-12-03', jobs).map((n) => n.text)).toEqual([
      'Snow delay: Wed, Dec 2 – Thu, Dec 3 collections move one day later',
    ]);
    expect(calendarNotices('2026-11-27', '2026-11-27', jobs).map((n) => n.text)).toEqual([
      'Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later',
      'Ice: Sat, Nov 28 collections move to Mon, Nov 30',
    ]);
    expect(calendarNotices('2026-12-08', '2026-12-08', jobs)).toEqual([]);
  });

  it('places a delay on the day the trucks did not come, by the days delays moved the job', () => {
    // Thanksgiving moved the Thursday collection to Friday; a Friday delay moved it on to Saturday.
    const jobs = [{ regularDate: '2026-11-26', collectionDate: '2026-11-28', delayReason: 'Snow delay', delayDays: 1 }];
    expect(calendarNotices('2026-11-23', '2026-11-25', jobs).map((n) => n.text)).toEqual([
      'Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later',
    ]);
    expect(calendarNotices('2026-11-27', '2026-11-27', jobs).map((n) => n.text)).toEqual([
      'Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later',
      'Snow delay: Fri, Nov 27 collections move to Sat, Nov 28',
    ]);
  });
});
