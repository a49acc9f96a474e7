import type { SelfServiceState } from '@bin-valet/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { lowerCardKeys } from '../hooks/use-tracking';

/** The self-service state of a tracking link, and one mutation helper that refreshes every card after a change. */
export function useSelfService(token: string) {
  const queryClient = useQueryClient();
  const key = lowerCardKeys(token).selfService;
  const query = useQuery<SelfServiceState>({ queryKey: key });
  const base = `/api/track/${encodeURIComponent(token)}`;
  const change = useMutation({
    mutationFn: (c: { method: 'POST' | 'DELETE'; path: string; body?: unknown; done: string }) =>
      c.method === 'POST'
        ? api.post<SelfServiceState>(base + c.path, c.body)
        : api.delete<SelfServiceState>(base + c.path),
    onSuccess: (state, c) => {
      queryClient.setQueryData(key, state);
      // The next-collection card and the upcoming list show the same jobs.
      void queryClient.invalidateQueries({ queryKey: ['api', 'track', token], exact: false });
      notify('Saved', c.done);
    },
    onError: (err) =>
      notify(
        'Could Not Save',
        err instanceof ApiError ? err.serverMessage : 'Please check your connection and try again.',
        'error',
      ),
  });
  return { state: query.data, failed: query.isError, change };
}
