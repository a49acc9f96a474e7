import { addDays, holidayShiftsBetween, shortDay, todayIn, weekdayOf } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateJobs } from '../domain/scheduling';
import { addCustomer, createTestApp, messagesOf, SMS_ENV, type TestApp } from '../test-support';
import { queueHolidayNotices } from './holiday-notices';

/** A holiday week's move told to the customers it moves, once, the week before; on a real SQLite file. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(SMS_ENV);
});
afterEach(() => t.cleanup());

describe('holiday-week notices', () => {
  it('tell a customer whose next collection the holiday moved, naming the holiday, once; others hear nothing', async () => {
    const today = todayIn(t.config.businessTz);
    // The next holiday week from today on (Thanksgiving, Christmas or New Year's, whichever comes first).
    const [week] = holidayShiftsBetween(addDays(today, 1), addDays(today, 400));
    const holiday = week.startDate;
    const day = weekdayOf(holiday);
    const moved = addCustomer(t.store, { binsToCurbDay: day, collectionDay: day, binsToResidenceDay: day });
    const before = weekdayOf(addDays(holiday, -1));
    const kept = addCustomer(t.store, { binsToCurbDay: before, collectionDay: before, binsToResidenceDay: before });
    const range = { startDate: addDays(holiday, -6), endDate: addDays(holiday, 6) };
    t.store.write((db) => {
      generateJobs(db, moved, range);
      generateJobs(db, kept, range);
    });

    const dayBefore = addDays(holiday, -3);
    expect(t.store.write((db) => queueHolidayNotices(db, t.config, dayBefore))).toBe(1);
    expect(t.store.write((db) => queueHolidayNotices(db, t.config, addDays(dayBefore, 1)))).toBe(0);
    const [notice] = await messagesOf(t, moved.id);
    expect(notice.kind).toBe('schedule_change');
    expect(notice.body).toContain(
      `${week.name}: collection ${shortDay(addDays(holiday, 1))} (was ${shortDay(holiday)})`,
    );
    expect(await messagesOf(t, kept.id)).toEqual([]);
  });
});
