import { describe, expect, it } from 'vitest';
import type { LocalCustomer, LocalJob, LocalTask } from '../../../db/rows';
import type { CrewCard } from './dashboard-logic';
import { inRouteOrder, moveStop, plannedByLine } from './route-order-logic';

const card = (id: number, address: string): CrewCard => ({
  task: { id, jobId: id, taskType: 'take_to_curb', scheduledDate: '2026-05-01', status: 'scheduled' } as LocalTask,
  job: { id } as LocalJob,
  customer: { id, name: `C${id}`, address } as LocalCustomer,
});
const ids = (cards: CrewCard[]) => cards.map((c) => c.task.id);

// Address order: 1 (2 Oak), 2 (4 Oak), 3 (6 Oak), 4 (8 Oak), 5 (10 Oak).
const day = [card(3, '6 Oak St'), card(1, '2 Oak St'), card(5, '10 Oak St'), card(2, '4 Oak St'), card(4, '8 Oak St')];

describe('route order on the crew dashboard', () => {
  it('is the address order until the crew member chooses one', () => {
    expect(ids(inRouteOrder(day, undefined))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(inRouteOrder(day, []))).toEqual([1, 2, 3, 4, 5]);
  });

  it('follows the stored order', () => {
    expect(ids(inRouteOrder(day, [5, 4, 3, 2, 1]))).toEqual([5, 4, 3, 2, 1]);
  });

  it('drops stops that are gone', () => {
    expect(ids(inRouteOrder(day.slice(0, 3), [5, 4, 3, 2, 1]))).toEqual([5, 3, 1]);
  });

  it('inserts new stops after their neighbour in address order', () => {
    // 2 (4 Oak) is new: after 1 (2 Oak), wherever 1 is in the route.
    expect(ids(inRouteOrder(day, [5, 1, 4, 3]))).toEqual([5, 1, 2, 4, 3]);
    // 1 (2 Oak) is new and first by address: it starts the route.
    expect(ids(inRouteOrder(day, [4, 5, 2, 3]))).toEqual([1, 4, 5, 2, 3]);
    // Several new ones keep their address order among themselves.
    expect(ids(inRouteOrder(day, [5, 1]))).toEqual([5, 1, 2, 3, 4]);
  });

  it('breaks ties: a repeated id counts where it first appears, equal addresses by task id', () => {
    expect(ids(inRouteOrder(day, [3, 1, 3, 2, 5, 4, 1]))).toEqual([3, 1, 2, 5, 4]);
    const twins = [card(9, '1 Elm St'), card(8, '1 Elm St')];
    expect(ids(inRouteOrder(twins, undefined))).toEqual([8, 9]);
    expect(ids(inRouteOrder([...twins, card(7, '3 Elm St')], [7]))).toEqual([8, 9, 7]);
  });

  it('moves a stop one place up or down, never past either end', () => {
    expect(moveStop([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveStop([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveStop([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveStop([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveStop([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});

describe('plannedByLine', () => {
  const people = new Map([
    [7, { name: 'Maria Lopez', username: 'maria' }],
    [3, { name: 'Casey', username: 'casey' }],
  ]);
  const at = (h: number, m: number) => new Date(2026, 10, 27, h, m).toISOString();

  it("names the office planner and the time, on the crew member's screen", () => {
    expect(plannedByLine({ updatedById: 7, updatedAt: at(7, 2) }, 3, people)).toBe('Route planned by Maria, 7:02');
    expect(plannedByLine({ updatedById: 9, updatedAt: at(13, 45) }, 3, people)).toBe(
      'Route planned by the office, 1:45',
    );
  });

  it("says nothing once the crew member's own reorder is the later change, or without an order", () => {
    expect(plannedByLine({ updatedById: 3, updatedAt: at(7, 30) }, 3, people)).toBeNull();
    expect(plannedByLine({ updatedById: null, updatedAt: at(7, 30) }, 3, people)).toBeNull();
    expect(plannedByLine(undefined, 3, people)).toBeNull();
  });
});
