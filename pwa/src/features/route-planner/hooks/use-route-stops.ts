import type { RouteTask } from '@bin-valet/schema';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../../api/client';
import { db } from '../../../db/database';
import { jobsById } from '../../../db/jobs';
import type { LocalCustomer, LocalEmployee } from '../../../db/rows';
import { tasksBetween } from '../../../db/tasks';
import { useInitialPull } from '../../../sync/hooks';
import { coversRange, useReplicaWindow } from '../../../sync/replica-window';
import { parseJson, useLocalValue } from '../logic/local-store';
import { fromRouteTasks, type RouteStop, toRouteStops } from '../logic/planner-logic';
import { DEFAULT_DEPOT, DEPOT_KEY, type Depot, isDepot } from '../logic/route-order';

/** `offline`: the dates lie outside the replica's window and can only be read online. */
export type StopsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'offline' }
  | { status: 'ready'; stops: RouteStop[]; online?: boolean };

const byId = <T extends { id: number }>(rows: (T | undefined)[]) =>
  new Map(rows.filter((r): r is T => r !== undefined).map((r) => [r.id, r]));

const onlineStops = (tasks: RouteTask[]): StopsState => ({
  status: 'ready',
  stops: fromRouteTasks(tasks),
  online: true,
});

/**
 * The stops of [from, to]: inside the replica's window from the local database, so the planner never
 * waits on the network for them; other dates (an office browser holds only yesterday to a week ahead)
 * online from GET /api/crew/route-tasks, when the user picks them.
 */
export function useRouteStops(from: string, to: string, online: boolean): StopsState {
  const stored = useReplicaWindow();
  const firstPull = useInitialPull();
  // Until the first pull has said which days this device holds, nothing is read online: the list would
  // show the server's answer and then switch to the local copy under the user's hands.
  const window = stored === null && firstPull ? undefined : stored;
  const local = coversRange(window ?? null, from, to);
  const localState = useLocalStops(from, to, window !== undefined && local);
  const remote = useQuery<RouteTask[]>({
    queryKey: ['api', 'crew', 'route-tasks', { startDate: from, endDate: to }],
    enabled: window !== undefined && !local && online,
  });
  if (window === undefined) return { status: 'loading' };
  if (local) return localState;
  if (remote.data) return onlineStops(remote.data);
  // The data cache holds a read back while the browser says it is offline: that is offline too.
  if (remote.fetchStatus === 'paused') return { status: 'offline' };
  // A request that never reached the server (the network went before this device noticed) is offline.
  if (remote.isError) return remote.error instanceof ApiError ? { status: 'error' } : { status: 'offline' };
  return online ? { status: 'loading' } : { status: 'offline' };
}

/**
 * The stops of [from, to] from the local database (the dates' task records, then jobs, customers
 * and employees by key; assignments live inside their tasks).
 */
function useLocalStops(from: string, to: string, enabled: boolean): StopsState {
  const initialPull = useInitialPull();
  const result = useLiveQuery(async (): Promise<StopsState | undefined> => {
    // Waits for the first pull instead of re-running after each of its pages.
    if (initialPull || !enabled) return undefined;
    try {
      const tasks = await tasksBetween(db, from, to);
      const jobs = await jobsById(db, [...new Set(tasks.map((t) => t.jobId))], { from, to });
      const customerIds = [...new Set([...jobs.values()].map((j) => j.customerId))];
      const customers = byId<LocalCustomer>(await db.customers.bulkGet(customerIds));
      const assignments = tasks.flatMap((t) => t.crew ?? []);
      const employees = byId<LocalEmployee>(
        await db.employees.bulkGet([...new Set(assignments.map((a) => a.employeeId))]),
      );
      return { status: 'ready', stops: toRouteStops(tasks, jobs, customers, assignments, employees) };
    } catch {
      return { status: 'error' };
    }
  }, [from, to, initialPull, enabled]);
  return (!initialPull && result) || { status: 'loading' };
}

/** Task counts per day of [from, to] from the local database, for the calendar. */
export function useLocalDayCounts(from: string, to: string): Record<string, number> | undefined {
  return useLiveQuery(async () => {
    const counts: Record<string, number> = {};
    await db.taskDays
      .where('date')
      .between(from, to, true, true)
      .each((d) => {
        if (d.tasks.length) counts[d.date] = d.tasks.length;
      });
    return counts;
  }, [from, to]);
}

/** The 'Start from' point of route ordering: saved on this device, the map centre by default. */
export function useDepot(): Depot {
  return parseJson(useLocalValue(DEPOT_KEY), isDepot) ?? DEFAULT_DEPOT;
}
