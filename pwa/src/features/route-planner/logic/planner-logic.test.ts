import type { RouteTask } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import type { LocalCustomer, LocalEmployee, LocalJob, LocalTask, LocalTaskAssignment } from '../../../db/rows';
import {
  applyOrder,
  byFirstNumber,
  emptyMessage,
  estimateMinutes,
  fromRouteTasks,
  groupStops,
  parseCoord,
  plannerStatusColor,
  type RouteStop,
  rangeEnd,
  rangeLabel,
  shiftDate,
  stopKey,
  summarize,
  summaryTiles,
  toRouteStops,
} from './planner-logic';

const stop = (over: Partial<RouteStop>): RouteStop => ({
  taskId: 1,
  jobId: 1,
  customerId: 1,
  customerName: 'A',
  address: '1 Main St',
  phone: '2065550100',
  lat: 47.64,
  lng: -122.4,
  taskType: 'take_to_curb',
  status: 'scheduled',
  scheduledDate: '2026-11-20',
  crew: [],
  bins: '1 Garbage',
  ...over,
});

describe('toRouteStops', () => {
  it('joins task, job, customer and crew names; skips orphans; parses text coordinates', () => {
    const tasks = [
      { id: 10, jobId: 5, taskType: 'take_to_curb', status: 'scheduled', scheduledDate: '2026-11-20' },
      { id: 11, jobId: 99, taskType: 'take_to_curb', status: 'scheduled', scheduledDate: '2026-11-20' },
    ] as LocalTask[];
    const jobs = new Map([[5, { id: 5, customerId: 7 } as LocalJob]]);
    const customers = new Map([
      [
        7,
        {
          id: 7,
          name: 'Ann',
          address: '3200 W Raye St',
          phone: '1',
          latitude: '47.65',
          longitude: 'x',
        } as LocalCustomer,
      ],
    ]);
    const assignments = [
      { id: 1, taskId: 10, employeeId: 3, role: 'crew' },
      { id: 2, taskId: 10, employeeId: 4, role: 'lead' },
    ] as LocalTaskAssignment[];
    const employees = new Map([[3, { id: 3, name: 'Casey Nguyen', username: 'casey' } as LocalEmployee]]);
    const stops = toRouteStops(tasks, jobs, customers, assignments, employees);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ taskId: 10, customerId: 7, customerName: 'Ann', lat: 47.65, lng: null });
    expect(stops[0].crew.map((c) => c.name)).toEqual(['Casey Nguyen', 'Employee #4']);
  });

  it("leaves out the stops a customer skipped, so the day's counts drop; keeps the office's cancellations", () => {
    const task = (id: number, status: string, notes: string | null) =>
      ({ id, jobId: 5, taskType: 'take_to_curb', status, notes, scheduledDate: '2026-11-20' }) as LocalTask;
    const jobs = new Map([[5, { id: 5, customerId: 7 } as LocalJob]]);
    const customers = new Map([[7, { id: 7, name: 'Ann', address: '1 A St' } as LocalCustomer]]);
    const tasks = [task(1, 'cancelled', 'Skipped by customer'), task(2, 'cancelled', null), task(3, 'scheduled', null)];
    expect(toRouteStops(tasks, jobs, customers, [], new Map()).map((s) => s.taskId)).toEqual([2, 3]);
  });

  it('parseCoord treats blank and junk as missing', () => {
    expect(parseCoord('47.1')).toBe(47.1);
    expect(parseCoord('')).toBeNull();
    expect(parseCoord(null)).toBeNull();
    expect(parseCoord('abc')).toBeNull();
  });
});

describe('fromRouteTasks (dates read online)', () => {
  const row = (over: Partial<RouteTask> = {}): RouteTask => ({
    id: 7,
    job_id: 3,
    customer_id: 2,
    customer_name: 'Ada',
    address: '12 Elm St',
    phone: '2065550100',
    latitude: '47.6',
    longitude: 'x',
    task_type: 'take_to_curb',
    status: 'scheduled',
    scheduled_date: '2026-12-10',
    completed_distance_m: null,
    bins: { garbage: 2, compost: 1, recycling: 0 },
    crew: [{ employee_id: 5, name: 'Casey', role: 'driver' }],
    skipped_by_customer: false,
    ...over,
  });

  it("gives the same stop the replica would, crew chips included, and leaves customers' skips out", () => {
    const stops = fromRouteTasks([row(), row({ id: 8, status: 'cancelled', skipped_by_customer: true })]);
    expect(stops).toEqual([
      {
        taskId: 7,
        jobId: 3,
        customerId: 2,
        customerName: 'Ada',
        address: '12 Elm St',
        phone: '2065550100',
        lat: 47.6,
        lng: null,
        taskType: 'take_to_curb',
        status: 'scheduled',
        scheduledDate: '2026-12-10',
        crew: [{ employeeId: 5, name: 'Casey', role: 'driver' }],
        bins: '2 Garbage • 1 Compost',
      },
    ]);
  });
});

describe('grouping and sorting by the first number in the address', () => {
  it('splits curb and residence tasks, each sorted numerically by the first number', () => {
    const stops = [
      stop({ taskId: 1, address: '3300 W Raye St' }),
      stop({ taskId: 2, address: '950 Elm' }),
      stop({ taskId: 3, address: 'No number Lane' }),
      stop({ taskId: 4, address: '2801 34th Ave W', taskType: 'return_to_house' }),
      stop({ taskId: 5, address: '12 Oak', taskType: 'return_to_house' }),
      stop({ taskId: 6, address: 'Unit 5, 100 Pine' }),
    ];
    const g = groupStops(stops);
    expect(g.take_to_curb.map((s) => s.taskId)).toEqual([6, 2, 1, 3]);
    expect(g.return_to_house.map((s) => s.taskId)).toEqual([5, 4]);
  });

  it('ties on the number fall back to address, date and task id', () => {
    const a = stop({ taskId: 2, address: '10 B St', scheduledDate: '2026-11-21' });
    const b = stop({ taskId: 1, address: '10 B St', scheduledDate: '2026-11-20' });
    const c = stop({ taskId: 3, address: '10 A St' });
    expect([a, b, c].sort(byFirstNumber).map((s) => s.taskId)).toEqual([3, 1, 2]);
  });
});

describe('applyOrder', () => {
  it('follows the chosen stop keys; unknown stops keep their place at the end', () => {
    const s1 = stop({ taskId: 1, customerId: 1, address: '1 A' });
    const s2 = stop({ taskId: 2, customerId: 2, address: '2 A' });
    const s3 = stop({ taskId: 3, customerId: 3, address: '3 A' });
    const s4 = stop({ taskId: 4, customerId: 4, address: '4 A' });
    expect(applyOrder([s1, s2, s3, s4], [stopKey(s3), stopKey(s1)]).map((s) => s.taskId)).toEqual([3, 1, 2, 4]);
  });
});

describe('summary tiles and time estimate', () => {
  it('7 minutes per task, Xh Ym or Ym', () => {
    expect(estimateMinutes(0)).toBe(0);
    expect(estimateMinutes(8)).toBe(56);
    const tiles = (n: number) => summaryTiles(summarize(Array.from({ length: n }, (_, i) => stop({ taskId: i }))));
    expect(tiles(8)[4]).toEqual({ label: 'Est. Time', value: '56m' });
    expect(tiles(9)[4].value).toBe('1h 3m');
    expect(tiles(0)[4].value).toBe('0m');
  });

  it('counts the distinct stops with no map position yet', () => {
    const s = summarize([
      stop({ taskId: 1, customerId: 1, address: '1 A', lat: null, lng: null }),
      stop({ taskId: 2, customerId: 1, address: '1 A', lat: null, lng: null, taskType: 'return_to_house' }),
      stop({ taskId: 3, customerId: 2, address: '2 B', lng: null }),
      stop({ taskId: 4, customerId: 3, address: '3 C' }),
    ]);
    expect(s.unlocated).toBe(2);
  });

  it('counts tasks, distinct customers, unassigned and distinct customer+address stops', () => {
    const crew = [{ employeeId: 1, name: 'C', role: 'crew' }];
    const s = summarize([
      stop({ taskId: 1, customerId: 1, address: '1 A', crew }),
      stop({ taskId: 2, customerId: 1, address: '1 A', taskType: 'return_to_house' }),
      stop({ taskId: 3, customerId: 1, address: '9 Other' }),
      stop({ taskId: 4, customerId: 2, address: '2 B' }),
    ]);
    expect(s).toEqual({ totalTasks: 4, customers: 2, unassigned: 3, stops: 3, minutes: 28, unlocated: 0 });
    expect(summaryTiles(s).map((t) => t.label)).toEqual([
      'Total Tasks',
      'Customers',
      'Unassigned',
      'Stops',
      'Est. Time',
    ]);
  });
});

describe('ranges, labels and badge colours', () => {
  it('ranges of 1, 7 and 14 days move by their length', () => {
    expect(rangeEnd('2026-11-20', 1)).toBe('2026-11-20');
    expect(rangeEnd('2026-11-20', 7)).toBe('2026-11-26');
    expect(rangeEnd('2026-11-20', 14)).toBe('2026-12-03');
    expect(shiftDate('2026-11-20', 7, 1)).toBe('2026-11-27');
    expect(shiftDate('2026-11-20', 14, -1)).toBe('2026-11-06');
    expect(shiftDate('2026-03-01', 1, -1)).toBe('2026-02-28');
  });

  it('names the date in labels and the empty message', () => {
    expect(rangeLabel('2026-11-20', 1)).toBe('Friday, November 20, 2026');
    expect(rangeLabel('2026-11-20', 14)).toBe('Nov 20 – Dec 3, 2026');
    expect(emptyMessage('2026-11-20', 1)).toBe('There are no tasks scheduled for Friday, November 20, 2026.');
  });

  it('route planner colours: green completed, blue scheduled, grey otherwise', () => {
    expect(plannerStatusColor('completed')).toBe('green');
    expect(plannerStatusColor('scheduled')).toBe('blue');
    expect(plannerStatusColor('missed')).toBe('gray');
    expect(plannerStatusColor('cancelled')).toBe('gray');
  });
});
