// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenful, takeBudget, useRenderBudget } from './render-budget';

// Unmounted after each test: a hook left mounted keeps its frame timers running after jsdom is gone.
afterEach(cleanup);

describe('takeBudget', () => {
  it('gives the first sections their cards until the budget is spent', () => {
    const sections = [{ cards: [1, 2, 3] }, { cards: [4, 5] }, { cards: [6] }];
    expect(takeBudget(sections, 4)).toEqual([[1, 2, 3], [4], []]);
    expect(takeBudget(sections, Number.POSITIVE_INFINITY)).toEqual([[1, 2, 3], [4, 5], [6]]);
    expect(takeBudget(sections, 0)).toEqual([[], [], []]);
  });
});

describe('useRenderBudget', () => {
  it('starts with the first screenful, then grows after paint until everything is shown', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const budget = useRenderBudget('day|ready', 2);
      seen.push(budget);
      return budget;
    });
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(result.current).toBe(Number.POSITIVE_INFINITY));
    // Grows in steps (2 → 8 → 32 → all), never straight from the first screenful to everything.
    expect([...new Set(seen)]).toEqual([2, 8, 32, Number.POSITIVE_INFINITY]);
  });

  it('starts small again when what is shown changes, e.g. when the cards finish loading', async () => {
    const { result, rerender } = renderHook(({ k }) => useRenderBudget(k, 2), { initialProps: { k: 'day|loading' } });
    await waitFor(() => expect(result.current).toBe(Number.POSITIVE_INFINITY));
    rerender({ k: 'day|ready' });
    expect(result.current).toBe(2);
  });
});

describe("a page with the server's copy of the first screen", () => {
  it("starts with as many cards as the copy shows, so the app's first commit is as small, then grows", async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'first-screen-data';
    data.textContent = JSON.stringify({
      me: { user: { id: 4 } },
      today: { date: '2026-11-26', rows: {} },
      businessTz: 'UTC',
    });
    document.body.append(data);
    // The page's data is read once per page load: a fresh copy of the modules reads this page's.
    vi.resetModules();
    try {
      const { useRenderBudget: onThisPage } = await import('./render-budget');
      window.innerHeight = 900;
      const seen: number[] = [];
      const { result } = renderHook(() => {
        const budget = onThisPage('day|ready');
        seen.push(budget);
        return budget;
      });
      expect(seen[0]).toBe(2);
      await waitFor(() => expect(result.current).toBe(Number.POSITIVE_INFINITY));
      expect([...new Set(seen)]).toEqual([2, 8, 32, 128, Number.POSITIVE_INFINITY]);
    } finally {
      data.remove();
    }
  });
});

describe('the window height', () => {
  it('is read on the first render only: a read after a commit makes the browser lay out every new card', async () => {
    let reads = 0;
    const height = Object.getOwnPropertyDescriptor(window, 'innerHeight');
    Object.defineProperty(window, 'innerHeight', {
      configurable: true,
      get: () => {
        reads++;
        return 900;
      },
    });
    try {
      const { result, rerender } = renderHook(({ k }) => useRenderBudget(k), { initialProps: { k: 'day|loading' } });
      expect(result.current).toBe(6);
      await waitFor(() => expect(result.current).toBe(Number.POSITIVE_INFINITY));
      rerender({ k: 'day|ready' });
      expect(result.current).toBe(6);
      expect(reads).toBe(1);
    } finally {
      if (height) Object.defineProperty(window, 'innerHeight', height);
    }
  });
});

describe('firstScreenful', () => {
  it('renders the cards a phone can show first, and a few on any window', () => {
    window.innerHeight = 915;
    expect(firstScreenful()).toBe(7);
    window.innerHeight = 300;
    expect(firstScreenful()).toBe(4);
  });
});
