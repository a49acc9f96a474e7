import type { TrackingRecord } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateJobs } from '../../domain/scheduling';
import { addCustomer, createTestApp, type TestApp } from '../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe('tracking page records of moved jobs', () => {
  it('give the date before the move, the reason and the bins of that week', async () => {
    // Upcoming from the server's real today: generate a year of Fridays so a holiday week is among them.
    const c = addCustomer(t.store, {
      binsToCurbDay: 'thursday',
      collectionDay: 'friday',
      binsToResidenceDay: 'friday',
      needsRecycling: true,
      recyclingQty: 1,
    });
    t.store.write((db) => generateJobs(db, c, { startDate: '2026-01-01', endDate: '2031-01-01' }));
    const res = await t.call<TrackingRecord[]>('GET', `/api/track/${c.trackingToken}/upcoming-services`);
    expect(res.status).toBe(200);
    const moved = res.body.filter((r) => r.movedFrom);
    expect(moved.length).toBeGreaterThan(0);
    for (const r of moved) expect(r.moveReason).toMatch(/Thanksgiving|Christmas|New Year's Day/);
    const thanksgiving = res.body.filter((r) => r.movedFrom === '2030-11-29');
    // 2030: Thanksgiving Thursday 11-28; the Friday 11-29 collection is on Saturday, bins out on Friday.
    expect(thanksgiving.map((r) => [r.taskType, r.collectionDate, r.moveReason])).toEqual([
      ['return_to_house', '2030-11-30', 'Thanksgiving'],
    ]);
    expect(res.body.find((r) => r.collectionDate === '2030-11-29')).toMatchObject({
      taskType: 'take_to_curb',
      movedFrom: '2030-11-28',
      bins: { garbage: 1, compost: 0, recycling: 1 },
    });
  });
});
