import type { ComponentType } from 'react';

export type Screen = ComponentType & { preload: () => Promise<void> };

/**
 * A screen in its own chunk, like React.lazy, but one that renders at once when its chunk is already
 * there. React.lazy suspends on its first render even when the import has resolved, and a Suspense
 * fallback that appears is kept for at least 300 ms, so a screen preloaded by main.tsx still showed
 * a spinner first (bench, issue 7: the offline crew dashboard's first card ~250 ms later).
 * `prefetchData` starts reading the local data the screen opens on, alongside the chunk.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, prefetchData?: () => void): Screen {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    if (!pending) {
      prefetchData?.();
      pending = load().then((module) => {
        loaded = module.default;
      });
      // A failed chunk (offline before the first visit) may be tried again on the next render.
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory run once per screen at module load, not during a render
  function LazyScreen() {
    // The Suspense protocol React.lazy itself uses; `use(promise)` did not retry after it settled here.
    if (!loaded) throw preload();
    const Loaded = loaded as ComponentType;
    return <Loaded />;
  }
  return Object.assign(LazyScreen, { preload });
}
