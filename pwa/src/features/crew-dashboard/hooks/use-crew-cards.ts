import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { type CrewCard, type CrewCardsState, loadCrewCards, takeEarlyCrewCards } from '../../../db/crew-cards';
import { useInitialPull } from '../../../sync/hooks';

export type { CrewCardsState };

/** Same fields, same values (nested arrays and objects, e.g. a task's crew, by their JSON). */
function sameRow(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every(
    (k) =>
      ra[k] === rb[k] ||
      (typeof ra[k] === 'object' &&
        ra[k] !== null &&
        typeof rb[k] === 'object' &&
        JSON.stringify(ra[k]) === JSON.stringify(rb[k])),
  );
}

/**
 * Each re-read keeps the previous card object of every task whose task, job and customer read the
 * same, so a change to one task re-renders one card (TaskCard is memoised on the card object).
 */
function keepUnchanged(prev: Map<number, CrewCard>, state: CrewCardsState): CrewCardsState {
  if (state.status !== 'ready') return state;
  const cards = state.cards.map((c) => {
    const old = prev.get(c.task.id);
    return old && sameRow(old.task, c.task) && sameRow(old.job, c.job) && sameRow(old.customer, c.customer) ? old : c;
  });
  prev.clear();
  for (const c of cards) prev.set(c.task.id, c);
  return { status: 'ready', cards };
}

export function useCrewCards(from: string, to: string): CrewCardsState {
  const key = `${from}|${to}`;
  const previous = useRef(new Map<number, CrewCard>());
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
  // While the first pull runs the query reads nothing, so the pages landing do not re-run it.
  const live = useLiveQuery(
    async () => (initialPull ? undefined : keepUnchanged(previous.current, await loadCrewCards(from, to))),
    [from, to, initialPull],
  );
  if (initialPull) return { status: 'loading' };
  return live ?? (head?.key === key ? head.state : { status: 'loading' });
}
