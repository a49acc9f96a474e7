import type { PublicTracking, TrackingRecord } from '@bin-valet/schema';
import { useQueries } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';

export type TrackingState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; data: PublicTracking; recent: TrackingRecord[]; upcoming: TrackingRecord[] };

/** The three reads of a tracking page; the prerendered page starts the same three before the app's code arrives. */
export const trackingQueryKeys = (token: string) => {
  const base = ['api', 'track', token];
  return [base, [...base, 'services'], [...base, 'upcoming-services']] as const;
};

/** The token's tracking data, history and upcoming records, as one state. */
export function useTracking(token: string) {
  const state = useQueries({
    queries: trackingQueryKeys(token).map((queryKey) => ({ queryKey })),
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
