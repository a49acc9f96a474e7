import { useEffect, useState } from 'react';

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
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      } else {
        setIdle(true);
      }
    }, afterMs);
    return () => {
      clearTimeout(timer);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
    };
  }, [afterMs]);
  return idle;
}
