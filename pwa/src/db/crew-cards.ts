import { businessToday } from '../lib/business-day';
import { holdsReplica } from '../sync/replica-window';
import { db, taskDays } from './database';
import { rowsBetween } from './day-records';
import { jobsById } from './jobs';
import type { LocalCustomer, LocalJob, LocalTask, TaskPatch } from './rows';
import { applyPatch } from './task-patches';
import { tasksBetween } from './tasks';

/** A task with what its card shows: the task, its job's notes and the customer, from the local database. */
export interface CrewCard {
  task: LocalTask;
  job: LocalJob | undefined;
  customer: LocalCustomer | undefined;
}

export type CrewCardsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cards: CrewCard[] };

/**
 * The tasks of [from, to] from the local database (one record per date), with their jobs (by the
 * job days' jobIds index) and customers by key: no table scans, and never a wait on the network.
 */
export async function loadCrewCards(from: string, to: string): Promise<CrewCardsState> {
  try {
    if (!(await holdsReplica())) return { status: 'loading' };
    const tasks = await tasksBetween(db, from, to);
    const { jobs, customers } = await jobsAndCustomers([...new Set(tasks.map((t) => t.jobId))], from, to);
    const cards = tasks.map((task) => {
      const job = jobs.get(task.jobId);
      return { task, job, customer: job ? customers.get(job.customerId) : undefined };
    });
    return { status: 'ready', cards };
  } catch {
    return { status: 'error' };
  }
}

/**
 * Today's cards read while the app shell and the screen's chunk are still loading (see
 * preloadScreenFor, docs/decisions/0011-hand-written-lazy-screen-loader.md). The live query still takes over.
 */
let early: { key: string; result: Promise<CrewCardsState> } | null = null;

export function prefetchTodaysCrewCards() {
  const today = businessToday();
  early = { key: `${today}|${today}`, result: loadCrewCards(today, today) };
}

/** Today's start-up read, taken once by the screen whose range it is (else null). */
export function takeEarlyCrewCards(key: string): Promise<CrewCardsState> | null {
  if (early?.key !== key) return null;
  const { result } = early;
  early = null;
  return result;
}

/** The tasks of [from, to] as stored (the crew's pending edits are laid over them by `withPatches`). */
const storedTasksBetween = (from: string, to: string): Promise<LocalTask[]> => rowsBetween(taskDays(db), from, to);

/**
 * The stored tasks of [from, to], or undefined while this device holds no replica yet, unless the range is
 * the day its first pull stored ahead (`aheadOfPull`).
 */
export async function storedTasksOnceHeld(from: string, to: string, aheadOfPull: boolean) {
  if (!aheadOfPull && !(await holdsReplica())) return undefined;
  return storedTasksBetween(from, to);
}

/** What the cards of these jobs show besides their tasks: the jobs and their customers, by id. */
export async function jobsAndCustomers(
  jobIds: number[],
  from: string,
  to: string,
): Promise<{ jobs: Map<number, LocalJob>; customers: Map<number, LocalCustomer> }> {
  const jobs = await jobsById(db, jobIds, { from, to });
  const customerIds = [...new Set([...jobs.values()].map((j) => j.customerId))];
  const customers = (await db.customers.bulkGet(customerIds)).filter((c): c is LocalCustomer => !!c);
  return { jobs, customers: new Map(customers.map((c) => [c.id, c])) };
}

/** The crew's pending edits of the tasks of [from, to] (small: only tasks with an unacknowledged tap). */
export const patchesBetween = (from: string, to: string): Promise<TaskPatch[]> =>
  db.taskPatches.where('date').between(from, to, true, true).toArray();

/** Cards already patched, by task: reused while their stored card and their edits are the same. */
export type PatchedCards = Map<number, { stored: CrewCard; edits: string; card: CrewCard }>;

/**
 * The stored cards with the pending edits laid over them. A card without edits is the stored card
 * itself, and a patched card is reused while neither changed, so memoised cards stay put.
 */
export function withPatches(stored: CrewCard[], patches: TaskPatch[], cache: PatchedCards): CrewCard[] {
  if (patches.length === 0) return stored;
  const byId = new Map(patches.map((p) => [p.id, p]));
  const seen = new Set<number>();
  const cards = stored.map((c) => {
    const patch = byId.get(c.task.id);
    if (!patch) return c;
    seen.add(c.task.id);
    const edits = JSON.stringify([patch.settled, patch.edits]);
    const hit = cache.get(c.task.id);
    if (hit && hit.stored === c && hit.edits === edits) return hit.card;
    const card = { ...c, task: applyPatch(c.task, patch) };
    cache.set(c.task.id, { stored: c, edits, card });
    return card;
  });
  for (const id of cache.keys()) if (!seen.has(id)) cache.delete(id);
  return cards;
}
