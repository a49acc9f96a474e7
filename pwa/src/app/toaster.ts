import { loadWhenOnline } from '../lib/load-when-online';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows a toast. The store and its region load after the first screen, which never shows one: the
 * first toast waits the few milliseconds the store's chunk takes (or, offline with nothing to serve it,
 * until the browser is back online).
 */
export function notify(title: string, description?: string, type: ToastKind = 'success'): void {
  void loadWhenOnline(() => import('./toaster-store')).then(({ toaster }) =>
    toaster.create({ title, description, type, closable: true }),
  );
}
