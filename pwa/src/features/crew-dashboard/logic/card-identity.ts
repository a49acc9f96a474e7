import type { CrewCard } from '../../../db/crew-cards';
import type { LocalCustomer, LocalJob, LocalTask } from '../../../db/rows';

/**
 * The dashboard keeps each card object while what it shows is unchanged, so a changed task repaints
 * one memoised card. Replicated rows carry the server's version, stamped on every change, so
 * comparing versions (and a task's crew by id and version) is enough and costs nothing per card.
 */

const sameVersion = (a: { version: number } | undefined, b: { version: number } | undefined) =>
  a === b || (!!a && !!b && a.version === b.version);

function sameTask(a: LocalTask, b: LocalTask): boolean {
  if (a === b) return true;
  if (a.version !== b.version) return false;
  const ca = a.crew ?? [];
  const cb = b.crew ?? [];
  return ca.length === cb.length && ca.every((x, i) => x.id === cb[i].id && x.version === cb[i].version);
}

/** The same card objects in the same order: the screen has nothing to repaint. */
export const sameCards = (a: CrewCard[] | undefined, b: CrewCard[]): boolean =>
  !!a && a.length === b.length && a.every((c, i) => c === b[i]);

/** Cards of the last read, by task: reused when the new read shows the same. */
export type KeptCards = Map<number, CrewCard>;

/** Cards shown before any read (the server's copy of the day): a first read showing the same keeps them. */
export const keptFrom = (cards: CrewCard[]): KeptCards => new Map(cards.map((c) => [c.task.id, c]));

/**
 * The cards of `tasks` with their jobs and customers, reusing the previous card object of every task
 * whose task, job and customer are unchanged. Returns `previous` itself when no card changed.
 */
export function keepCards(
  kept: KeptCards,
  previous: CrewCard[] | undefined,
  tasks: LocalTask[],
  jobs: Map<number, LocalJob>,
  customers: Map<number, LocalCustomer>,
): CrewCard[] {
  const cards = tasks.map((task) => {
    const job = jobs.get(task.jobId);
    const customer = job ? customers.get(job.customerId) : undefined;
    const old = kept.get(task.id);
    return old && sameTask(old.task, task) && sameVersion(old.job, job) && sameVersion(old.customer, customer)
      ? old
      : { task, job, customer };
  });
  if (previous && sameCards(previous, cards)) return previous;
  kept.clear();
  for (const c of cards) kept.set(c.task.id, c);
  return cards;
}
