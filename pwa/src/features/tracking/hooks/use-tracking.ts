import type { PublicTracking, TrackingRecord } from '@bin-valet/schema';
import { useQueries } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';

export type TrackingState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; data: PublicTracking; recent: TrackingRecord[]; upcoming: TrackingRecord[] };

/** The token's tracking data, history and upcoming records, as one state. */
export function useTracking(token: string) {
  const base = ['api', 'track', token];
  const state = useQueries({
    queries: [{ queryKey: base }, { queryKey: [...base, 'services'] }, { queryKey: [...base, 'upcoming-services'] }],
    combine: ([data, recent, upcoming]): TrackingState => {
      const failed = [data, recent, upcoming].find((q) => q.isError)?.error;
      if (failed) return { status: failed instanceof ApiError && failed.status === 404 ? 'not-found' : 'error' };
      if (!data.data || !recent.data || !upcoming.data) return { status: 'loading' };
      return {
        status: 'ready',
        data: data.data as PublicTracking,
        recent: recent.data as TrackingRecord[],
        upcoming: upcoming.data as TrackingRecord[],
      };
    },
  });
  return { state };
}
