import { useCallback, useEffect, useState } from 'react';
import type { PublicTracking, TrackingRecord } from '../../../../schema/api-types';
import { ApiError, api } from '../../api/client';

export type TrackingState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; data: PublicTracking; recent: TrackingRecord[]; upcoming: TrackingRecord[] };

/** Loads the token's tracking data, history and upcoming records together; `reload` after a request. */
export function useTracking(token: string) {
  const [state, setState] = useState<TrackingState>({ status: 'loading' });
  const base = `/api/track/${encodeURIComponent(token)}`;

  const load = useCallback(async () => {
    try {
      const [data, recent, upcoming] = await Promise.all([
        api.get<PublicTracking>(base),
        api.get<TrackingRecord[]>(`${base}/services`),
        api.get<TrackingRecord[]>(`${base}/upcoming-services`),
      ]);
      setState({ status: 'ready', data, recent, upcoming });
    } catch (err) {
      setState({ status: err instanceof ApiError && err.status === 404 ? 'not-found' : 'error' });
    }
  }, [base]);

  useEffect(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);

  return { state, reload: load };
}
