import type { RouteTask } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { rangeFor, routeTasksPath, sortRouteTasks } from './route-table-logic';

let nextId = 1;
const task = (p: Partial<RouteTask>): RouteTask => ({
  id: nextId++,
  job_id: 1,
  customer_id: 1,
  customer_name: 'Ann',
  bins: { garbage: 1, compost: 0, recycling: 0 },
  address: '1 W Raye St',
  phone: '2065550100',
  latitude: null,
  longitude: null,
  task_type: 'take_to_curb',
  status: 'scheduled',
  scheduled_date: '2026-11-23',
  completed_distance_m: null,
  ...p,
});
const ids = (ts: RouteTask[]) => ts.map((t) => t.id);

describe('ranges', () => {
  it('covers one day, start..+6 and start..+13', () => {
    expect(rangeFor('day', '2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(rangeFor('week', '2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(rangeFor('twoWeeks', '2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-12-06' });
  });
  it('asks one day with ?date= and ranges with startDate/endDate', () => {
    expect(routeTasksPath('day', '2026-11-23')).toBe('/api/crew/route-tasks?date=2026-11-23');
    expect(routeTasksPath('week', '2026-11-30')).toBe('/api/crew/route-tasks?startDate=2026-11-30&endDate=2026-12-06');
  });
});

describe('sortRouteTasks', () => {
  const back = task({ task_type: 'return_to_house', scheduled_date: '2026-11-24', customer_name: 'Abe' });
  const curb = task({ task_type: 'take_to_curb', scheduled_date: '2026-11-24', customer_name: 'Zed' });
  const early = task({ task_type: 'return_to_house', scheduled_date: '2026-11-23', customer_name: 'Moe' });
  const all = [back, curb, early];

  it('by date puts the curb task before the residence task on the same day', () => {
    expect(ids(sortRouteTasks(all, 'date', 'asc'))).toEqual([early.id, curb.id, back.id]);
  });
  it('descending flips the dates but keeps curb before residence within a day', () => {
    expect(ids(sortRouteTasks(all, 'date', 'desc'))).toEqual([curb.id, back.id, early.id]);
  });
  it('by customer, then by date for the same name', () => {
    const again = task({ customer_name: 'Abe', scheduled_date: '2026-11-20' });
    expect(ids(sortRouteTasks([...all, again], 'customer', 'asc'))).toEqual([again.id, back.id, early.id, curb.id]);
    expect(ids(sortRouteTasks([...all, again], 'customer', 'desc'))).toEqual([curb.id, early.id, again.id, back.id]);
  });
  it('by task type: curb tasks first, ties by date', () => {
    expect(ids(sortRouteTasks(all, 'task', 'asc'))).toEqual([curb.id, early.id, back.id]);
    expect(ids(sortRouteTasks(all, 'task', 'desc'))).toEqual([early.id, back.id, curb.id]);
  });
  it('by assignment: unassigned first when ascending, ties by date then curb first', () => {
    const assigned = new Set([early.id]);
    const has = (id: number) => assigned.has(id);
    expect(ids(sortRouteTasks(all, 'assignment', 'asc', has))).toEqual([curb.id, back.id, early.id]);
    expect(ids(sortRouteTasks(all, 'assignment', 'desc', has))).toEqual([early.id, curb.id, back.id]);
  });
  it('breaks full ties by id and does not mutate its input', () => {
    const a = task({ customer_name: 'Same' });
    const b = task({ customer_name: 'Same' });
    const input = [b, a];
    expect(ids(sortRouteTasks(input, 'date', 'asc'))).toEqual([a.id, b.id]);
    expect(ids(input)).toEqual([b.id, a.id]);
  });
});
