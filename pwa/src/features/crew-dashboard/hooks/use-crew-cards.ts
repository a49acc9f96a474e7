import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type CrewCard,
  type CrewCardsState,
  jobsAndCustomers,
  type PatchedCards,
  patchesBetween,
  storedTasksOnceHeld,
  takeEarlyCrewCards,
  withPatches,
} from '../../../db/crew-cards';
import { forgetPageDaySeed, useDaySeed } from '../../../db/day-seed';
import { useFirstDay, useInitialPull } from '../../../sync/hooks';
import { type KeptCards, keepCards, keptFrom, sameCards } from '../logic/card-identity';

export type { CrewCardsState };

/** A read that failed shows the screen's error state instead of throwing in render. */
const FAILED = 'failed' as const;
const orFailed = <T>(read: Promise<T>): Promise<T | typeof FAILED> => read.catch(() => FAILED);

interface Kept {
  cards: KeptCards;
  stored: CrewCard[] | undefined;
  patched: PatchedCards;
  shown: CrewCardsState | null;
}

/**
 * The cards of [from, to], live. Three live queries, so each change re-reads only what it touched:
 * the stored tasks (a pull changed the day), their jobs and customers (keyed by the set of job ids),
 * and the crew's pending edits (a tap writes only these, laid over the stored tasks here). Unchanged
 * cards keep their objects (logic/card-identity.ts), so one changed task repaints one card.
 */
export function useCrewCards(from: string, to: string): CrewCardsState {
  const key = `${from}|${to}`;
  const seed = useDaySeed(from, to);
  const kept = useRef<Kept>({ cards: new Map(), stored: undefined, patched: new Map(), shown: null });
  const [head, setHead] = useState<{ key: string; state: CrewCardsState } | null>(null);
  useEffect(() => {
    // Taken once: a later visit to the screen must not show this start-up read before its live query.
    const result = takeEarlyCrewCards(key);
    if (!result) return;
    let current = true;
    void result.then((state) => {
      if (current) setHead({ key, state });
    });
    return () => {
      current = false;
    };
  }, [key]);
  const initialPull = useInitialPull();
  const firstDay = useFirstDay();
  // While the first pull runs only the day it stored first can show (docs/decisions/0026-todays-route-first.md);
  // other ranges read nothing until it ends, so the pages landing do not re-run their query.
  const aheadOfPull = firstDay !== null && from === firstDay && to === firstDay;
  const waiting = initialPull && !aheadOfPull;
  const tasks = useLiveQuery(
    async () => (waiting ? undefined : orFailed(storedTasksOnceHeld(from, to, aheadOfPull))),
    [from, to, waiting, aheadOfPull],
  );
  // The same string while the day holds the same jobs: a task's change does not re-read them.
  const jobKey = useMemo(
    () =>
      tasks && tasks !== FAILED ? [...new Set(tasks.map((t) => t.jobId))].sort((a, b) => a - b).join(',') : undefined,
    [tasks],
  );
  const related = useLiveQuery(
    async () =>
      jobKey === undefined
        ? undefined
        : orFailed(
            jobsAndCustomers(jobKey ? jobKey.split(',').map(Number) : [], from, to).then((r) => ({ ...r, jobKey })),
          ),
    [jobKey, from, to],
  );
  const patches = useLiveQuery(
    async () => (waiting ? undefined : orFailed(patchesBetween(from, to))),
    [from, to, waiting],
  );
  // The server's cards are the ones the database's first answer keeps where nothing changed: the switch
  // from one to the other then repaints no card (every card at once was a long task on a slow phone).
  if (seed && kept.current.stored === undefined)
    kept.current = { ...kept.current, cards: keptFrom(seed.cards), stored: seed.cards };
  const live = useMemo((): CrewCardsState | undefined => {
    if (tasks === FAILED || related === FAILED || patches === FAILED) return { status: 'error' };
    if (!tasks || !related || !patches) return undefined;
    const k = kept.current;
    // New jobs on the day whose read is still on its way: keep showing the last cards meanwhile.
    if (related.jobKey !== jobKey) return k.shown ?? undefined;
    k.stored = keepCards(k.cards, k.stored, tasks, related.jobs, related.customers);
    const cards = withPatches(k.stored, patches, k.patched);
    const last = k.shown;
    if (last?.status === 'ready' && sameCards(last.cards, cards)) return last;
    k.shown = { status: 'ready', cards };
    return k.shown;
  }, [tasks, jobKey, related, patches]);
  const stored = !waiting && live !== undefined;
  // The server's day shows until the local database holds it; from then on the database answers alone.
  useEffect(() => {
    if (stored) forgetPageDaySeed();
  }, [stored]);
  if (seed && !stored) return { status: 'ready', cards: seed.cards };
  if (waiting) return { status: 'loading' };
  return live ?? (head?.key === key ? head.state : { status: 'loading' });
}
