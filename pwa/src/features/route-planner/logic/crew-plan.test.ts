import { describe, expect, it } from 'vitest';
import type { LocalEmployee } from '../../../db/rows';
import { moveTo, orderedTaskIds, planCrews, routeOf, stopsByCrew, timeOffWords, withTimeOff } from './crew-plan';
import { savedLine } from './plan-labels';
import { type RouteStop, stopKey } from './planner-logic';

const employee = (id: number, name: string, role = 'crew', isActive = true) =>
  ({
    id,
    name,
    username: name.toLowerCase(),
    role,
    isActive,
    availabilityStatus: 'available',
    version: 1,
  }) as LocalEmployee;

const stop = (taskId: number, address: string, crewIds: number[], status = 'scheduled'): RouteStop => ({
  taskId,
  jobId: taskId,
  customerId: taskId,
  customerName: `C${taskId}`,
  address,
  phone: '',
  lat: null,
  lng: null,
  taskType: 'take_to_curb',
  status,
  scheduledDate: '2026-11-27',
  crew: crewIds.map((employeeId) => ({ employeeId, name: `E${employeeId}`, role: 'crew' })),
  bins: '',
});

describe('crew plan', () => {
  it('plans for active crew only, each with its own colour', () => {
    const crews = planCrews([
      employee(1, 'Riley'),
      employee(2, 'Casey'),
      employee(3, 'Maria', 'manager'),
      employee(4, 'Sam', 'customer_service'),
      employee(5, 'Alex', 'crew', false),
      employee(6, 'Ann', 'Crew'),
    ]);
    expect(crews.map((c) => c.name)).toEqual(['Ann', 'Casey', 'Riley']);
    expect(new Set(crews.map((c) => c.color)).size).toBe(3);
  });

  it("splits the day's stops by crew member, in address order; a shared stop is on both routes", () => {
    const crews = planCrews([employee(1, 'Riley'), employee(2, 'Casey')]);
    const by = stopsByCrew(
      [stop(1, '30 Elm', [1]), stop(2, '4 Oak', [1, 2]), stop(3, '9 Ash', [2]), stop(4, '1 Fir', [9])],
      crews,
    );
    expect(by.get(1)?.map((s) => s.taskId)).toEqual([2, 1]);
    expect(by.get(2)?.map((s) => s.taskId)).toEqual([2, 3]);
  });

  it('orders only open stops; completed, missed and cancelled ones follow, unplanned open ones after the planned', () => {
    const stops = [
      stop(1, '1 A St', [1]),
      stop(2, '2 A St', [1], 'completed'),
      stop(3, '3 A St', [1]),
      stop(4, '4 A St', [1], 'missed'),
      stop(5, '5 A St', [1]),
    ];
    expect(routeOf(stops, [5, 1]).map((s) => s.taskId)).toEqual([5, 1, 3, 2, 4]);
    expect(routeOf(stops, undefined).map((s) => s.taskId)).toEqual([1, 3, 5, 2, 4]);
    const order = [stopKey(stops[4] as RouteStop), stopKey(stops[1] as RouteStop), stopKey(stops[0] as RouteStop)];
    expect(orderedTaskIds(stops, order)).toEqual([5, 1, 3]);
  });

  it('moves a stop to a place, keeping the others in order', () => {
    expect(moveTo([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3], 9, 0)).toEqual([1, 2, 3]);
  });

  it("says who set the order a crew member's phone holds, the planner or the crew member after it", () => {
    const at = new Date(2026, 10, 27, 7, 2).toISOString();
    const base = { employeeId: 2, date: '2026-11-27', taskIds: [1], updatedAt: at };
    expect(savedLine({ ...base, updatedBy: { id: 7, name: 'Maria Delgado' } })).toBe('Planned by Maria, 7:02');
    expect(savedLine({ ...base, updatedBy: { id: 2, name: 'Casey Nguyen' } })).toBe('Reordered by Casey, 7:02');
    expect(savedLine({ ...base, updatedAt: null, updatedBy: null })).toBeNull();
  });
});

describe('time off in the plan', () => {
  const crews = [
    { id: 1, name: 'Casey', color: '#000' },
    { id: 2, name: 'Jordan', color: '#111' },
    { id: 3, name: 'Riley', color: '#222' },
  ];
  it('marks approved and pending time off of the day, and leaves the others as they were', () => {
    const marked = withTimeOff(crews, [
      { id: 1, hasConflict: true, conflictType: 'approved' },
      { id: 2, hasConflict: true, conflictType: 'pending' },
      { id: 3, hasConflict: false, conflictType: null },
    ]);
    expect(marked.map((c) => timeOffWords(c))).toEqual(['Time off', 'Time off pending', '']);
    expect(marked[2]).toBe(crews[2]);
  });
});
