import type { RouteTask } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { completionRate, statsWindow, weeklyRevenue } from './dashboard-stats';

const TODAY = '2026-11-25'; // a Wednesday: week is Nov 23 – Nov 29
let id = 1;
const t = (p: Partial<RouteTask>): RouteTask => ({
  id: id++,
  job_id: 1,
  customer_id: 1,
  customer_name: 'Ann',
  bins: { garbage: 1, compost: 0, recycling: 0 },
  address: 'x',
  phone: '',
  latitude: null,
  longitude: null,
  task_type: 'take_to_curb',
  status: 'completed',
  scheduled_date: TODAY,
  completed_distance_m: null,
  ...p,
});

describe('statsWindow', () => {
  it('spans the last 14 days and this Monday–Sunday week', () => {
    expect(statsWindow(TODAY)).toMatchObject({
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      rateStart: '2026-11-12',
      startDate: '2026-11-12',
      endDate: '2026-11-29',
    });
  });
});

describe('weeklyRevenue', () => {
  const customers = [
    { id: 1, customerStatus: 'active', serviceRate: 5 },
    { id: 2, customerStatus: 'active', serviceRate: 12 },
    { id: 3, customerStatus: 'suspended', serviceRate: 40 },
  ];
  it('sums the rate of completed curb tasks of active customers this week only', () => {
    const tasks = [
      t({ customer_id: 1, scheduled_date: '2026-11-23' }),
      t({ customer_id: 2, scheduled_date: '2026-11-24' }),
      t({ customer_id: 2, scheduled_date: '2026-11-24', task_type: 'return_to_house' }),
      t({ customer_id: 2, scheduled_date: '2026-11-22' }), // last week
      t({ customer_id: 1, scheduled_date: '2026-11-26', status: 'scheduled' }),
      t({ customer_id: 1, scheduled_date: '2026-11-24', status: 'missed' }),
      t({ customer_id: 3, scheduled_date: '2026-11-24' }), // suspended
    ];
    expect(weeklyRevenue(tasks, customers, TODAY)).toBe(17);
  });
});

describe('completionRate', () => {
  it('is completed / (completed + missed) over the last 14 days, ignoring other statuses and dates', () => {
    const tasks = [
      t({ scheduled_date: '2026-11-12' }),
      t({ scheduled_date: '2026-11-20' }),
      t({ scheduled_date: '2026-11-20' }),
      t({ scheduled_date: '2026-11-21', status: 'missed' }),
      t({ scheduled_date: '2026-11-11', status: 'missed' }), // 15 days ago
      t({ scheduled_date: '2026-11-26', status: 'completed' }), // tomorrow
      t({ scheduled_date: '2026-11-20', status: 'cancelled' }),
      t({ scheduled_date: '2026-11-20', status: 'scheduled' }),
    ];
    expect(completionRate(tasks, TODAY)).toBe(75);
  });
  it('is null with nothing due', () => {
    expect(completionRate([t({ status: 'scheduled' })], TODAY)).toBeNull();
  });
});
