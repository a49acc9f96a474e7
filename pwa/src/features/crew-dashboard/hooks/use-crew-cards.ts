import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { type CrewCardsState, loadCrewCards, takeEarlyCrewCards } from '../../../db/crew-cards';
import { useInitialPull } from '../../../sync/hooks';

export type { CrewCardsState };

export function useCrewCards(from: string, to: string): CrewCardsState {
  const key = `${from}|${to}`;
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
  const live = useLiveQuery(async () => (initialPull ? undefined : loadCrewCards(from, to)), [from, to, initialPull]);
  if (initialPull) return { status: 'loading' };
  return live ?? (head?.key === key ? head.state : { status: 'loading' });
}
