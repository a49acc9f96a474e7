import type { EmployeeConflict } from '@bin-valet/schema';
import type { Option } from '../../../components/option-select';
import type { LocalEmployee } from '../../../db/rows';
import { timeOffOf } from '../../../lib/assign-crew-options';
import { applyOrder, byFirstNumber, type RouteStop } from './planner-logic';

/** Pure logic of the office's crew plan: one route per crew member for one day. */

export interface PlanCrew {
  id: number;
  name: string;
  /** A colour of the legend, the list and the map pins. */
  color: string;
  /** Time off on the plan's day: approved (not given stops) or still pending. */
  timeOff?: 'approved' | 'pending';
}

/** Marks each crew member's time off of the day, from the office's conflicts of that date. */
export function withTimeOff(
  crews: readonly PlanCrew[],
  conflicts: readonly Pick<EmployeeConflict, 'id' | 'hasConflict' | 'conflictType'>[],
): PlanCrew[] {
  const byId = new Map(conflicts.map((c) => [c.id, c]));
  return crews.map((c) => {
    const timeOff = timeOffOf(byId.get(c.id));
    return timeOff ? { ...c, timeOff } : c;
  });
}

/** How a crew member's time off reads beside their name ('' when none). */
export const timeOffWords = (c: Pick<PlanCrew, 'timeOff'>) =>
  c.timeOff === 'approved' ? 'Time off' : c.timeOff === 'pending' ? 'Time off pending' : '';

/** A crew member as a choice in a select, named with their time off. */
export const crewOption = (c: Pick<PlanCrew, 'id' | 'name' | 'timeOff'>): Option => ({
  value: String(c.id),
  label: c.timeOff ? `${c.name} (${timeOffWords(c).toLowerCase()})` : c.name,
});

/** Distinct on the map, and dark enough (at least 6:1) for the white stop numbers drawn on them. */
export const CREW_COLORS = ['#1f5f99', '#b91c1c', '#1e6b34', '#6b3fa0', '#a34700', '#7c4a3a', '#a3367f', '#0e6a80'];

const isCrew = (e: Pick<LocalEmployee, 'role' | 'isActive'>) => e.isActive && e.role.toLowerCase() === 'crew';

/** Active crew, by name, each with its colour; office staff are not crew even when they hold stops. */
export function planCrews(employees: readonly LocalEmployee[]): PlanCrew[] {
  return employees
    .filter(isCrew)
    .map((e) => ({ id: e.id, name: e.name?.trim() || e.username }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((c, i) => ({ ...c, color: CREW_COLORS[i % CREW_COLORS.length] as string }));
}

/** Only scheduled stops are driven: completed, missed and cancelled ones stay out of an optimised order. */
export const isOpen = (s: RouteStop) => s.status === 'scheduled';

/** Each crew member's stops of the day in address order (a stop with two crew is on both routes). */
export function stopsByCrew(stops: readonly RouteStop[], crews: readonly PlanCrew[]): Map<number, RouteStop[]> {
  const out = new Map<number, RouteStop[]>(crews.map((c) => [c.id, []]));
  for (const s of stops) for (const id of new Set(s.crew.map((c) => c.employeeId))) out.get(id)?.push(s);
  for (const list of out.values()) list.sort(byFirstNumber);
  return out;
}

/**
 * A crew member's route as the plan shows it: the open stops in the planned order (task ids; stops the
 * plan does not name follow in address order), then the closed ones.
 */
export function routeOf(stops: readonly RouteStop[], planned: readonly number[] | undefined): RouteStop[] {
  const open = stops.filter(isOpen);
  const closed = stops.filter((s) => !isOpen(s));
  if (!planned?.length) return [...open, ...closed];
  const rank = new Map(planned.map((id, i) => [id, i]));
  const ordered = open
    .map((s, i) => ({ s, r: rank.get(s.taskId) ?? planned.length + i }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.s);
  return [...ordered, ...closed];
}

/** Open stops' task ids after the solver's order of stop keys (stops at one address stay together). */
export function orderedTaskIds(stops: readonly RouteStop[], order: readonly string[]): number[] {
  return applyOrder(stops.filter(isOpen), order).map((s) => s.taskId);
}

/** The route with `taskId` moved to `to` (an index among the open stops); the others keep their order. */
export function moveTo(ids: readonly number[], taskId: number, to: number): number[] {
  const rest = ids.filter((id) => id !== taskId);
  if (rest.length === ids.length) return [...ids];
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), taskId, ...rest.slice(at)];
}
