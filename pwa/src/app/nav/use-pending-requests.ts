import type { CollectionRequestItem } from '@bin-valet/schema';
import { api } from '../../api/client';
import { REQUESTS_CHANGED } from '../../lib/office-events';
import { useNavCount } from './use-nav-count';

const readPending = () =>
  api.get<CollectionRequestItem[]>('/api/collection-requests?status=pending').then((list) => list.length);

/** How many collection requests wait for the office; read again when the dashboard answers one. */
export function usePendingRequests(pathname: string, enabled: boolean): number {
  return useNavCount(readPending, pathname, { enabled, event: REQUESTS_CHANGED });
}
