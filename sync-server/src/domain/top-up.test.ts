import { addDays, datesOnWeekday } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCustomer, createTestApp, jobsOf, makePeriod, type TestApp } from '../test-support';
import { startDailyTopUp, topUpActivePeriods } from './top-up';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const TODAY = '2026-11-21'; // a Saturday

describe('topUpActivePeriods', () => {
  it('fills open-ended active periods 8 weeks ahead and bounded ones to their end, idempotently', async () => {
    const open = addCustomer(t.store);
    const bounded = addCustomer(t.store, {
      collectionDay: 'tuesday',
      binsToCurbDay: 'monday',
      binsToResidenceDay: 'tuesday',
    });
    makePeriod(t, open.id, '2026-01-01', null, 'active');
    makePeriod(t, bounded.id, '2026-11-01', '2026-12-10', 'active');
    const first = topUpActivePeriods(t.store, TODAY);
    const openDates = datesOnWeekday(TODAY, addDays(TODAY, 56), 'saturday');
    const boundedDates = datesOnWeekday(TODAY, '2026-12-10', 'tuesday');
    expect(first).toEqual({
      periods: 2,
      jobsMoved: 0,
      jobsCreated: openDates.length + boundedDates.length,
      tasksCreated: 2 * (openDates.length + boundedDates.length),
    });
    // Regular dates: the holiday weeks (Thanksgiving, Christmas, New Year) place some a day later.
    expect(jobsOf(t, open.id).map((j) => j.regularDate)).toEqual(openDates);
    expect(jobsOf(t, bounded.id).map((j) => j.regularDate)).toEqual(boundedDates);
    expect(topUpActivePeriods(t.store, TODAY).jobsCreated).toBe(0);
    // A week later the open-ended window moves on by one collection.
    expect(topUpActivePeriods(t.store, addDays(TODAY, 7)).jobsCreated).toBe(1);
  });

  it('creates nothing for paused, completed or cancelled periods', () => {
    const c = addCustomer(t.store);
    for (const status of ['paused', 'completed', 'cancelled']) makePeriod(t, c.id, '2026-01-01', null, status);
    expect(topUpActivePeriods(t.store, TODAY)).toEqual({ periods: 0, jobsMoved: 0, jobsCreated: 0, tasksCreated: 0 });
    expect(jobsOf(t, c.id)).toHaveLength(0);
  });

  it('fills a long period only a year ahead', () => {
    const c = addCustomer(t.store);
    makePeriod(t, c.id, TODAY, '2036-01-01', 'active');
    topUpActivePeriods(t.store, TODAY);
    const last = jobsOf(t, c.id).at(-1)?.collectionDate ?? '';
    expect(last <= addDays(TODAY, 366)).toBe(true);
    expect(last > addDays(TODAY, 358)).toBe(true);
  });

  it('writes everything in one transaction (one commit notification)', () => {
    const a = addCustomer(t.store);
    const b = addCustomer(t.store);
    makePeriod(t, a.id, TODAY, null, 'active');
    makePeriod(t, b.id, TODAY, null, 'active');
    let commits = 0;
    t.store.onCommit(() => commits++);
    topUpActivePeriods(t.store, TODAY);
    expect(commits).toBe(1);
  });
});

describe('startDailyTopUp', () => {
  it('runs at once, then again only when the business date changes', () => {
    const c = addCustomer(t.store);
    makePeriod(t, c.id, '2026-01-01', null, 'active');
    let now = new Date('2026-11-21T20:00:00Z'); // Saturday noon in Los Angeles
    const runner = startDailyTopUp(t.store, 'America/Los_Angeles', { now: () => now, log: () => {} });
    const afterStart = jobsOf(t, c.id).length;
    expect(afterStart).toBeGreaterThan(0);
    now = new Date('2026-11-22T07:00:00Z'); // still Saturday 23:00 in Los Angeles
    runner.tick();
    expect(jobsOf(t, c.id).length).toBe(afterStart);
    now = new Date('2026-11-28T20:00:00Z'); // a week later
    runner.tick();
    expect(jobsOf(t, c.id).length).toBe(afterStart + 1);
    runner.stop();
  });
});
