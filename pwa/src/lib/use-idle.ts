import { startTransition, useEffect, useState } from 'react';

/**
 * True a moment after the first screen, once the browser is idle: parts nobody needs in the first
 * second (menus, the toast region, rare dialogs) mount then, so their code is neither downloaded nor
 * parsed before a crew member sees the route. `afterMs` keeps them behind the first content even
 * while the page waits on IndexedDB (which counts as idle).
 */
export function useIdle(afterMs = 1200): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    // A transition: React renders what mounts now in slices between which the browser may run a tap,
    // and the chunks it starts to load are asked for in one slice, not in the task that commits it all.
    const mount = () => startTransition(() => setIdle(true));
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(mount, { timeout: 1000 });
      } else {
        mount();
      }
    }, afterMs);
    return () => {
      clearTimeout(timer);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
    };
  }, [afterMs]);
  return idle;
}
