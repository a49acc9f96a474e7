import { startTransition, useEffect, useState } from 'react';
import { pageDaySeed } from '../../../db/day-seed';
import { afterNextPaint } from '../../../lib/after-paint';

/** A phone's screen holds two or three stop cards: those the window could show, and a few to spare. */
export function firstScreenful(): number {
  if (typeof window === 'undefined') return SERVER_COPY_CARDS;
  const height = window.innerHeight;
  return Math.max(4, Math.ceil(height / 150));
}

/**
 * The cards of the server's copy of the first screen (a new phone), which shows only until the app is up:
 * its top is what is read. The app's first render, which takes the copy's place in one commit, shows as
 * many; the rest come a frame later, as for any screen.
 */
const SERVER_COPY_CARDS = 2;

/**
 * The first screenful first: a week of a busy route is hundreds of cards, and rendering them in one
 * commit keeps a cheap phone's main thread busy for most of a second before anything shows. The
 * first `given` cards (a screenful of this window unless given) render at once; once the browser has
 * painted them, the budget grows fourfold per frame, in transitions, so a tap on the first card is
 * never stuck behind the 800th.
 * `key` names what is shown (day, view, filter, search) and must change when the cards arrive (e.g.
 * include the loading state): a new key starts small again (docs/decisions/0015-crew-cards-render-budget.md).
 */
export function useRenderBudget(key: string, given?: number): number {
  // Taken on the first render only: the window's height, read right after a commit, forced a layout of
  // every new card.
  const [first] = useState(() => given ?? firstScreenful());
  const [state, setState] = useState(() => ({ key, limit: given ?? (pageDaySeed() ? SERVER_COPY_CARDS : first) }));
  const current = state.key === key ? state.limit : first;
  useEffect(() => {
    if (state.key !== key) {
      setState({ key, limit: first });
      return;
    }
    if (state.limit === Number.POSITIVE_INFINITY) return;
    return afterNextPaint(() =>
      startTransition(() =>
        setState((s) =>
          s.key === key ? { key, limit: s.limit >= first * 16 ? Number.POSITIVE_INFINITY : s.limit * 4 } : s,
        ),
      ),
    );
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
