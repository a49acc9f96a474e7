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

/**
 * A code chunk for a part that is not the screen itself (a menu, the toast region, a rare dialog),
 * loaded so that no network means waiting, not failing: React.lazy keeps a rejection forever and takes
 * the whole screen down with it, where this keeps the stand-in drawn. With the browser offline the
 * chunk is not even asked for until it is back online, because browsers remember a failed module fetch
 * for the page's life; a failure while online (the server was down) is tried again a while later.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, retryAfterMs = RETRY_AFTER_MS): Promise<T> {
  const later = () => backOnline(retryAfterMs).then(() => loadWhenOnline(load, retryAfterMs));
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return later();
  return load().catch(later);
}
