import { businessToday } from '../lib/business-day';
import { db } from './database';
import { jobsById } from './jobs';
import type { LocalCustomer, LocalJob, LocalTask } from './rows';
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
    const tasks = await tasksBetween(db, from, to);
    const jobById = await jobsById(db, [...new Set(tasks.map((t) => t.jobId))], { from, to });
    const customerIds = [...new Set([...jobById.values()].map((j) => j.customerId))];
    const customers = (await db.customers.bulkGet(customerIds)).filter((c): c is LocalCustomer => !!c);
    const customerById = new Map(customers.map((c) => [c.id, c]));
    const cards = tasks.map((task) => {
      const job = jobById.get(task.jobId);
      return { task, job, customer: job ? customerById.get(job.customerId) : undefined };
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
