import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, invalidateForPulledTables } from '../lib/query-client';
import { onPulledChanges } from '../sync/applied-events';
import { useSession } from './session-store';

// A 401 on an office read means the session ended: ask /api/auth/me again, and the route guard signs out.
const queryClient = createQueryClient(() => {
  const session = useSession.getState();
  session.invalidate();
  void session.ensure();
});

// Another user on this tab (sign-out, then sign-in) never sees the previous user's cached answers.
useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) queryClient.clear();
});

// One read model per browser: what a sync pull brought (a crew completion, another office's edit) is
// refetched by the views read through this cache, as the screens that read the local replica show it.
onPulledChanges((tables) => void invalidateForPulledTables(queryClient, tables));

/**
 * The office screens' data cache (docs/decisions/0024-office-data-on-tanstack-query.md). Loaded with the office
 * and public screens that read through it, never before the first crew card.
 */
export default function OfficeQueryProvider({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
