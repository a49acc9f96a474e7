import { addDays, type RouteTask } from '@bin-valet/schema';
import { keyToPath } from '../../../lib/query-client';

/** Dashboard range modes: one day, next 7 days (start..+6), next 2 weeks (start..+13). */
export type RangeMode = 'day' | 'week' | 'twoWeeks';
export const RANGE_LENGTH: Record<RangeMode, number> = { day: 1, week: 7, twoWeeks: 14 };

export function rangeFor(mode: RangeMode, start: string) {
  return { startDate: start, endDate: addDays(start, RANGE_LENGTH[mode] - 1) };
}

/** GET /api/crew/route-tasks with ?date= for one day, ?startDate=&endDate= otherwise. */
export function routeTasksKey(mode: RangeMode, start: string) {
  if (mode === 'day') return ['api', 'crew', 'route-tasks', { date: start }] as const;
  const { startDate, endDate } = rangeFor(mode, start);
  return ['api', 'crew', 'route-tasks', { startDate, endDate }] as const;
}

export const routeTasksPath = (mode: RangeMode, start: string): string => keyToPath(routeTasksKey(mode, start));

export type SortKey = 'date' | 'customer' | 'task' | 'assignment';
export type SortDir = 'asc' | 'desc';

/** Curb before residence on the same day; unknown types last. */
const taskOrder = (t: string) => (t === 'take_to_curb' ? 0 : t === 'return_to_house' ? 1 : 2);
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The spec's tie rules, always ascending whatever the direction: date, then curb before residence,
 * then customer name, then id, so the order is total and stable across reloads.
 */
function tieBreak(a: RouteTask, b: RouteTask): number {
  return (
    cmp(a.scheduled_date, b.scheduled_date) ||
    cmp(taskOrder(a.task_type), taskOrder(b.task_type)) ||
    a.customer_name.localeCompare(b.customer_name) ||
    cmp(a.id, b.id)
  );
}

/**
 * Sorts route tasks by one key; the direction flips only that key. 'assignment' puts unassigned tasks
 * first when ascending; `isAssigned` tells which tasks have crew.
 */
export function sortRouteTasks(
  tasks: readonly RouteTask[],
  key: SortKey,
  dir: SortDir,
  isAssigned: (taskId: number) => boolean = () => false,
): RouteTask[] {
  const sign = dir === 'asc' ? 1 : -1;
  const primary = (a: RouteTask, b: RouteTask): number => {
    switch (key) {
      case 'date':
        return cmp(a.scheduled_date, b.scheduled_date);
      case 'customer':
        return a.customer_name.localeCompare(b.customer_name);
      case 'task':
        return cmp(taskOrder(a.task_type), taskOrder(b.task_type));
      case 'assignment':
        return cmp(Number(isAssigned(a.id)), Number(isAssigned(b.id)));
    }
  };
  return [...tasks].sort((a, b) => sign * primary(a, b) || tieBreak(a, b));
}
