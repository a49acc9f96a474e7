import type { ComponentType, ReactNode } from 'react';

type Props = { children?: ReactNode };
export type Screen = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A screen in its own chunk, like React.lazy, but one that renders at once when its chunk is already
 * there, where React.lazy would still suspend (docs/decisions/0011-hand-written-lazy-screen-loader.md).
 * `prefetchData` starts reading the local data the screen opens on, alongside the chunk; when it returns a
 * promise (the chunks of the providers around the screen), preloading waits for it as well.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType<Props> }>,
  prefetchData?: () => unknown,
): Screen {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    if (!pending) {
      let alongside: unknown;
      try {
        alongside = prefetchData?.();
      } catch {
        // Only a head start: the screen reads its own data, and a failure there meets its error boundary.
      }
      const own = load().then((module) => {
        loaded = module.default;
      });
      // What renders the screen (its theme's chunk) is waited for too, so a screen preloaded in full
      // renders at once; its failure is the wrapper's own to show.
      pending =
        alongside instanceof Promise ? Promise.all([own, alongside.catch(() => undefined)]).then(() => undefined) : own;
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
