/** How long a chunk waits for the browser's `online` event before it is tried (again) anyway. */
export const RETRY_AFTER_MS = 30_000;

/** The browser's next `online` event, or `ms` later, whichever comes first. */
function backOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** A service worker that controls the page serves the app's chunks from its cache, network or not. */
const servedByWorker = () => typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;

/**
 * A code chunk for a part that is not the screen itself (a menu, the toast region, a rare dialog),
 * loaded so that no network means waiting, not failing: React.lazy keeps a rejection forever and takes
 * the whole screen down with it, where this keeps the stand-in drawn. With the browser offline and no
 * service worker to serve it, the chunk is not even asked for until the browser is back online, because
 * browsers remember a failed module fetch for the page's life; any failure is tried again on the next
 * `online` event or a while later.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, retryAfterMs = RETRY_AFTER_MS): Promise<T> {
  const later = () => backOnline(retryAfterMs).then(() => loadWhenOnline(load, retryAfterMs));
  if (typeof navigator !== 'undefined' && navigator.onLine === false && !servedByWorker()) return later();
  return load().catch(later);
}
