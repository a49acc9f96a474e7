import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, jobsById, type LocalCustomer } from '../../db/database';
import { tasksBetween } from '../../db/tasks';
import { businessToday } from '../../lib/business-day';
import { useInitialPull } from '../../sync/hooks';
import type { CrewCard } from './dashboard-logic';

export type CrewCardsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cards: CrewCard[] };

/**
 * The tasks of [from, to] from the local database (one record per date), with their jobs (by the
 * job days' jobIds index) and customers by key: no table scans, and never a wait on the network.
 */
async function loadCrewCards(from: string, to: string): Promise<CrewCardsState> {
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

export function useCrewCards(from: string, to: string): CrewCardsState {
  const key = `${from}|${to}`;
  const [head, setHead] = useState<{ key: string; state: CrewCardsState } | null>(null);
  useEffect(() => {
    if (early?.key !== key) return;
    // Taken once: a later visit to the screen must not show this start-up read before its live query.
    const { result } = early;
    early = null;
    let current = true;
    void result.then((state) => {
      if (current) setHead({ key, state });
    });
    return () => {
      current = false;
    };
  }, [key]);
  const initialPull = useInitialPull();
  // While the first pull runs the query reads nothing, so the pages landing do not re-run it.
  const live = useLiveQuery(async () => (initialPull ? undefined : loadCrewCards(from, to)), [from, to, initialPull]);
  if (initialPull) return { status: 'loading' };
  return live ?? (head?.key === key ? head.state : { status: 'loading' });
}
