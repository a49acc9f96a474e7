import type { PublicTracking, TrackingRecord } from '@bin-valet/schema';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
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

/** The business's public details (contact phone and e-mail), as the Contact Us card reads them. */
export const PUBLIC_CONFIG_KEY = ['api', 'public', 'config'] as const;

/** What the cards below the fold read: their answers are fetched before those cards first render. */
export const lowerCardKeys = (token: string) =>
  ({
    selfService: ['api', 'track', token, 'self-service'],
    billing: ['api', 'track', token, 'billing'],
    preferences: ['api', 'track', token, 'preferences'],
    config: PUBLIC_CONFIG_KEY,
  }) as const;

/** How long the lower cards wait for their reads before they show, each then with its own loading state. */
export const LOWER_CARDS_WAIT_MS = 3000;

/**
 * False until the lower cards' answers are in (or have failed, or LOWER_CARDS_WAIT_MS has passed), then
 * true, set in a transition. The query cache announces each answer as an urgent update, which React renders
 * in one blocking task; fetched first, the lower cards render once, with their data, in slices.
 */
export function useLowerCardsReady(token: string, ready: boolean): boolean {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!ready || loaded) return;
    let alive = true;
    const keys = Object.values(lowerCardKeys(token));
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A read that hangs (a phone on one bar) must not keep the others' cards from showing.
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOWER_CARDS_WAIT_MS);
    });
    const fetched = Promise.all(keys.map((queryKey) => queryClient.prefetchQuery({ queryKey })));
    void Promise.race([fetched, waited]).then(() => {
      if (alive) startTransition(() => setLoaded(true));
    });
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [ready, loaded, token, queryClient]);
  return loaded;
}

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
