import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalCustomer, type LocalJob } from '../../db/database';
import type { CrewCard } from './dashboard-logic';

export type CrewCardsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cards: CrewCard[] };

/**
 * The tasks of [from, to] from the local database, by the scheduledDate index, with their jobs and
 * customers fetched by key: no table scans, and never a wait on the network.
 */
export function useCrewCards(from: string, to: string): CrewCardsState {
  const result = useLiveQuery(async (): Promise<CrewCardsState> => {
    try {
      const tasks = await db.tasks.where('scheduledDate').between(from, to, true, true).toArray();
      const jobIds = [...new Set(tasks.map((t) => t.jobId))];
      const jobs = (await db.jobs.bulkGet(jobIds)).filter((j): j is LocalJob => !!j);
      const jobById = new Map(jobs.map((j) => [j.id, j]));
      const customerIds = [...new Set(jobs.map((j) => j.customerId))];
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
  }, [from, to]);
  return result ?? { status: 'loading' };
}
