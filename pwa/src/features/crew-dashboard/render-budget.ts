import { useEffect, useState } from 'react';

/**
 * The first screenful first: a week of a busy route is hundreds of cards, and rendering them in one
 * commit keeps a cheap phone's main thread busy for most of a second before anything shows. The
 * first `first` cards render at once; the rest follow right after the browser has painted them.
 * `key` names what is shown (day, view, filter, search): a new key starts small again.
 */
export function useRenderBudget(key: string, first = 24): number {
  const [state, setState] = useState({ key, limit: first });
  const current = state.key === key ? state.limit : first;
  useEffect(() => {
    if (state.key !== key) {
      setState({ key, limit: first });
      return;
    }
    if (state.limit === Number.POSITIVE_INFINITY) return;
    const id = setTimeout(() => setState({ key, limit: Number.POSITIVE_INFINITY }), 0);
    return () => clearTimeout(id);
  }, [key, first, state]);
  return current;
}

/** Splits a budget over sections in order: each gets what is left. */
export function takeBudget<T>(sections: { cards: T[] }[], budget: number): T[][] {
  let left = budget;
  return sections.map((s) => {
    const shown = left > 0 ? s.cards.slice(0, left) : [];
    left -= shown.length;
    return shown;
  });
}
