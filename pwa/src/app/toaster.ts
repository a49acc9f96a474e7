import { create } from 'zustand';
import { loadWhenOnline } from '../lib/load-when-online';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

// The toast region is drawn from the first toast on: mounting it (its styles with it) restyles the
// whole page, a long task on a slow phone, so a page that never shows a toast never pays for it.
const toastRegion = create(() => ({ wanted: false }));

/** Whether a toast was asked for on this page: the region is mounted from then on (providers.tsx). */
export const useToastRegionWanted = (): boolean => toastRegion((s) => s.wanted);

/**
 * Shows a toast. The store and its region load with the first one, which waits the few milliseconds
 * their chunks take (or, offline with nothing to serve them, until the browser is back online).
 */
export function notify(title: string, description?: string, type: ToastKind = 'success'): void {
  toastRegion.setState({ wanted: true });
  void loadWhenOnline(() => import('./toaster-store')).then(({ toaster }) =>
    toaster.create({ title, description, type, closable: true }),
  );
}
