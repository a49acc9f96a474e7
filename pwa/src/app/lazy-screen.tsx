import type { ComponentType, ReactNode } from 'react';

type Props = { children?: ReactNode };
export type Screen = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A screen in its own chunk, like React.lazy, but one that renders at once when its chunk is already
 * there, where React.lazy would still suspend (docs/decisions/0011-hand-written-lazy-screen-loader.md).
 * `prefetchData` starts reading the local data the screen opens on, alongside the chunk.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType<Props> }>, prefetchData?: () => void): Screen {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    if (!pending) {
      try {
        prefetchData?.();
      } catch {
        // Only a head start: the screen reads its own data, and a failure there meets its error boundary.
      }
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
  function LazyScreen(props: Props) {
    // The Suspense protocol React.lazy itself uses; `use(promise)` did not retry after it settled here.
    if (!loaded) throw preload();
    const Loaded = loaded as ComponentType<Props>;
    return <Loaded {...props} />;
  }
  return Object.assign(LazyScreen, { preload });
}
