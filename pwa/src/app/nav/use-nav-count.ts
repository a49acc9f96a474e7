import { useEffect, useState } from 'react';

const REFRESH_MS = 60_000;

/**
 * A count a navigation link shows: read on every page change, every minute and on `event` (when one
 * screen changes what is counted). A failed read keeps the last count.
 */
export function useNavCount(
  read: () => Promise<number>,
  pathname: string,
  { enabled = true, event }: { enabled?: boolean; event?: string } = {},
): number {
  const [count, setCount] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every page change; `read` is a fixed address
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const refresh = () =>
      read()
        .then((n) => live && setCount(n))
        .catch(() => undefined);
    void refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    if (event) window.addEventListener(event, refresh);
    return () => {
      live = false;
      clearInterval(timer);
      if (event) window.removeEventListener(event, refresh);
    };
  }, [pathname, enabled, event]);
  return count;
}
