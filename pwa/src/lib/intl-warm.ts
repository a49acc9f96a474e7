/**
 * What the worker runs: one date formatter, then it ends. From a blob, so it starts without a request
 * queued behind the app's own downloads (the content security policy allows blob: workers).
 */
export const INTL_WARM_SOURCE =
  "new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(0); close();";
/** Set on `window` by a page's loader that started the worker already (build/prerender.ts, app-start.js). */
export const INTL_WARM_STARTED = '__binValetIntlWarm';

/**
 * A page's first date formatter loads the locale's date data: 10-20 ms of the main thread on a fast
 * machine, four times that on a phone, in the task that first formats a date (the first render, or the
 * crew's first read of today). The data is kept for the whole browser process, so a worker that makes a
 * formatter first moves that load to another core; the page's own formatters then take well under 1 ms.
 * Where the worker cannot start, the page loads the data itself on first use, as before.
 */
export function warmDateFormatsOffThread(): void {
  const page = globalThis as typeof globalThis & { [INTL_WARM_STARTED]?: boolean };
  if (typeof Worker !== 'function' || typeof Blob !== 'function' || page[INTL_WARM_STARTED]) return;
  page[INTL_WARM_STARTED] = true;
  try {
    const url = URL.createObjectURL(new Blob([INTL_WARM_SOURCE], { type: 'text/javascript' }));
    const worker = new Worker(url);
    URL.revokeObjectURL(url);
    worker.onerror = () => worker.terminate();
  } catch {
    // refused (a policy, a private mode): the first formatter on the page pays instead
  }
}
