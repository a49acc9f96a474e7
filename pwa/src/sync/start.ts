/**
 * Starts the sync engine once the first screen has been drawn: its code (engine, transport, pull and
 * push, photo uploads) is not needed to show the local data, so it loads after it
 * (docs/decisions/0023-crew-startup-javascript.md).
 */
export function startSyncEngineSoon(): void {
  const start = () => void import('./runtime').then((m) => m.startSyncEngine());
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 500 });
  else setTimeout(start, 0);
}
