import type { CrewTask, RouteTask } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateJobs } from '../../domain/scheduling';
import { addCustomer, as, createTestApp, roleCookies, type TestApp } from '../../test-support';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof roleCookies>>;
beforeEach(async () => {
  t = await createTestApp();
  cookies = await roleCookies(t);
});
afterEach(() => t.cleanup());

/** A Friday customer with 2 garbage, 1 compost and 1 recycling, recycling on 2026-11-20 and every 14 days. */
function fridayCustomer(anchor: string | null) {
  const c = addCustomer(t.store, {
    binsToCurbDay: 'thursday',
    collectionDay: 'friday',
    binsToResidenceDay: 'friday',
    garbageQty: 2,
    needsCompost: true,
    compostQty: 1,
    needsRecycling: true,
    recyclingQty: 1,
    recyclingAnchorDate: anchor,
  });
  t.store.write((db) => generateJobs(db, c, { startDate: '2026-11-16', endDate: '2026-12-06' }));
  return c;
}

describe('bins of a crew task', () => {
  it('leaves recycling out on the off-weeks; parity follows the regular date across Thanksgiving week', async () => {
    fridayCustomer('2026-11-20');
    const res = await as(t, cookies.crew).get<CrewTask[]>('/api/crew/tasks?startDate=2026-11-16&endDate=2026-12-06');
    const curb = res.body.filter((x) => x.taskType === 'take_to_curb');
    expect(curb.map((x) => [x.scheduledDate, x.job.regularDate, x.bins])).toEqual([
      ['2026-11-19', '2026-11-20', { garbage: 2, compost: 1, recycling: 1 }],
      // Thanksgiving: the Friday collection is on Saturday, bins out Friday; still an off-week.
      ['2026-11-27', '2026-11-27', { garbage: 2, compost: 1, recycling: 0 }],
      ['2026-12-03', '2026-12-04', { garbage: 2, compost: 1, recycling: 1 }],
    ]);
    const route = await as(t, cookies.customer_service).get<RouteTask[]>(
      '/api/crew/route-tasks?startDate=2026-11-27&endDate=2026-11-28',
    );
    expect(route.body.map((x) => [x.scheduled_date, x.task_type, x.bins])).toEqual([
      ['2026-11-27', 'take_to_curb', { garbage: 2, compost: 1, recycling: 0 }],
      ['2026-11-28', 'return_to_house', { garbage: 2, compost: 1, recycling: 0 }],
    ]);
  });

  it('sends recycling every week when the anchor is unknown', async () => {
    fridayCustomer(null);
    const res = await as(t, cookies.crew).get<CrewTask[]>('/api/crew/tasks?startDate=2026-11-16&endDate=2026-12-06');
    expect(new Set(res.body.map((x) => x.bins.recycling))).toEqual(new Set([1]));
  });
});
