import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type CrewCard,
  type CrewCardsState,
  loadCrewCards,
  type PatchedCards,
  patchesBetween,
  takeEarlyCrewCards,
  withPatches,
} from '../../../db/crew-cards';
import { useFirstDay, useInitialPull } from '../../../sync/hooks';

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

interface Previous {
  byId: Map<number, CrewCard>;
  state: CrewCardsState | null;
  patched: PatchedCards;
  shown: CrewCardsState | null;
}

/**
 * Each re-read keeps the previous card object of every task whose task, job and customer read the
 * same, so a change to one task re-renders one card (TaskCard is memoised on the card object); a
 * re-read where nothing changed gives the previous state itself, so the screen does not re-render
 * (a first pull's pages landing around the day on screen).
 */
function keepUnchanged(prev: Previous, state: CrewCardsState): CrewCardsState {
  if (state.status !== 'ready') return state;
  const cards = state.cards.map((c) => {
    const old = prev.byId.get(c.task.id);
    return old && sameRow(old.task, c.task) && sameRow(old.job, c.job) && sameRow(old.customer, c.customer) ? old : c;
  });
  const last = prev.state;
  if (last?.status === 'ready' && last.cards.length === cards.length && last.cards.every((c, i) => c === cards[i]))
    return last;
  prev.byId.clear();
  for (const c of cards) prev.byId.set(c.task.id, c);
  prev.state = { status: 'ready', cards };
  return prev.state;
}

export function useCrewCards(from: string, to: string): CrewCardsState {
  const key = `${from}|${to}`;
  const previous = useRef<Previous>({ byId: new Map(), state: null, patched: new Map(), shown: null });
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
  const waiting = initialPull && !(firstDay !== null && from === firstDay && to === firstDay);
  // Two live queries: the stored day (re-read when a pull changes it) and the crew's pending edits
  // (a tap writes only these), laid over it here, so a tap never re-reads the ~800 tasks of a day.
  const stored = useLiveQuery(
    async () => (waiting ? undefined : keepUnchanged(previous.current, await loadCrewCards(from, to, true))),
    [from, to, waiting],
  );
  const patches = useLiveQuery(async () => (waiting ? undefined : patchesBetween(from, to)), [from, to, waiting]);
  const live = useMemo(() => {
    if (!stored || !patches) return undefined;
    if (stored.status !== 'ready') return stored;
    const p = previous.current;
    const cards = withPatches(stored.cards, patches, p.patched);
    const last = p.shown;
    if (last?.status === 'ready' && last.cards.length === cards.length && last.cards.every((c, i) => c === cards[i]))
      return last;
    p.shown = cards === stored.cards ? stored : { status: 'ready', cards };
    return p.shown;
  }, [stored, patches]);
  if (waiting) return { status: 'loading' };
  return live ?? (head?.key === key ? head.state : { status: 'loading' });
}
