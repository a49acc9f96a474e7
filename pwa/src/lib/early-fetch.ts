/**
 * Requests that index.html starts before the app's code has arrived, keyed by path
 * (docs/decisions/0029-crew-startup-over-3g.md). Each is taken once, by the first GET of the same path;
 * `null` means index.html chose not to send it (e.g. no session), so it goes to the network then.
 */
declare global {
  interface Window {
    __binValetEarly?: Record<string, Promise<Response | null> | undefined>;
  }
}

export function earlyFetch(path: string, init?: RequestInit): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.__binValetEarly;
  const started = early?.[path];
  if (!early || !started || (init?.method ?? 'GET') !== 'GET') return fetch(path, init);
  delete early[path];
  const answer = started.then((res) => res ?? fetch(path, init));
  const signal = init?.signal;
  if (!signal) return answer;
  // The request was started without the caller's signal: an abort ends the wait for it instead.
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
