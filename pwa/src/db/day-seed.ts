import type { TodaySlice } from '@bin-valet/schema';
import { createContext, useContext } from 'react';
import { useSession } from '../app/session-store';
import type { CrewCard } from './crew-cards';
import { sortedById } from './day-records';
import type { LocalEmployee, LocalJob, LocalRouteOrder, LocalTask, LocalTaskAssignment } from './rows';

/**
 * One day's crew screen as the local database would answer it right after storing that day's slice
 * (GET /api/sync/today), for a render with no local database: the server's first screen of a new phone,
 * and the app's first render on that phone until the database holds the day
 * (docs/decisions/0058-crew-first-screen-from-the-server.md).
 */
export interface DaySeed {
  /** Whose day it is: nobody else's screen shows it. */
  userId: number;
  date: string;
  /** The day's cards in the order the stored day record gives them (task id). */
  cards: CrewCard[];
  employees: Map<number, LocalEmployee>;
  /** The caller's own route order of the day, by date, as `useRouteOrders` gives it. */
  routeOrders: Map<string, LocalRouteOrder>;
  /** The slice's jobs, for the calendar banner's declared delays. */
  jobs: LocalJob[];
}

/** The same rows a phone stores from the slice (sync/apply.ts): each task with its crew, in id order. */
export function daySeedOf(userId: number, slice: TodaySlice): DaySeed {
  const { rows } = slice;
  const crewOf = new Map<number, LocalTaskAssignment[]>();
  for (const a of rows.taskAssignments ?? []) crewOf.set(a.taskId, [...(crewOf.get(a.taskId) ?? []), a]);
  const tasks: LocalTask[] = sortedById(rows.tasks ?? [])
    .filter((t) => t.scheduledDate === slice.date)
    .map((t) => {
      const crew = sortedById(crewOf.get(t.id) ?? []);
      return { ...t, crew, crewIds: crew.map((a) => a.id) };
    });
  const jobs = new Map((rows.jobs ?? []).map((j) => [j.id, j]));
  const customers = new Map((rows.customers ?? []).map((c) => [c.id, c]));
  const cards = tasks.map((task) => {
    const job = jobs.get(task.jobId);
    return { task, job, customer: job ? customers.get(job.customerId) : undefined };
  });
  return {
    userId,
    date: slice.date,
    cards,
    employees: new Map((rows.employees ?? []).map((e) => [e.id, e])),
    routeOrders: new Map((rows.routeOrders ?? []).map((o) => [o.routeDate, o])),
    jobs: [...jobs.values()],
  };
}

/** The server's render gives its seed through this; the app's takes the page's (`pageDaySeed`). */
export const DaySeedContext = createContext<DaySeed | null>(null);

/** The element of the server's page holding what it rendered from (app/crew-first-screen.tsx). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

let pageSeed: DaySeed | null | undefined;
/**
 * The day the server rendered into this page, read once; null on any other page, and once the local
 * database has answered for that day (`forgetPageDaySeed`).
 */
export function pageDaySeed(): DaySeed | null {
  if (pageSeed === undefined) {
    pageSeed = null;
    const data = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
    try {
      const parsed = data?.textContent ? (JSON.parse(data.textContent) as PageData) : null;
      if (parsed) pageSeed = daySeedOf(parsed.me.user.id, parsed.today);
    } catch {
      // a page without usable data: the screen reads the local database as on any start
    }
  }
  return pageSeed;
}
export const forgetPageDaySeed = (): void => {
  pageSeed = null;
};

/** What the server's page hands the app (app/crew-first-screen.tsx writes it). */
export interface PageData {
  me: { user: { id: number } };
  today: TodaySlice;
  businessTz: string;
}

/** The seed for exactly [from, to] (one day) of the signed-in user, else null. */
export function useDaySeed(from: string, to: string): DaySeed | null {
  const seed = useContext(DaySeedContext) ?? pageDaySeed();
  const userId = useSession((s) => s.user?.id);
  return seed && seed.userId === userId && from === seed.date && to === seed.date ? seed : null;
}
