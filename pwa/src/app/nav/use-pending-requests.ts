import type { CollectionRequestItem } from '@bin-valet/schema';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { REQUESTS_CHANGED } from '../../lib/office-events';

const REFRESH_MS = 60_000;

/**
 * How many collection requests wait for the office: read on every page change, every minute and
 * when the dashboard approves or declines one. A failed read keeps the last count.
 */
export function usePendingRequests(pathname: string, enabled: boolean): number {
  const [count, setCount] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every page change
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const read = () =>
      api
        .get<CollectionRequestItem[]>('/api/collection-requests?status=pending')
        .then((list) => live && setCount(list.length))
        .catch(() => undefined);
    void read();
    const timer = setInterval(read, REFRESH_MS);
    window.addEventListener(REQUESTS_CHANGED, read);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(REQUESTS_CHANGED, read);
    };
  }, [pathname, enabled]);
  return count;
}
