import { afterFirstScreen } from '../lib/first-screen';

/** How long a screen that never marks its first content delays the warm start. */
const FIRST_SCREEN_FALLBACK_MS = 1500;

/** An idle-time start is scheduled and has not run yet. */
let pending = false;
const start = () => void import('./runtime').then((m) => m.startSyncEngine());

/**
 * Starts the sync engine once the first screen has been drawn: its code (engine, transport, pull and
 * push, photo uploads) is not needed to show the local data, so it loads after it
 * (docs/decisions/0023-crew-startup-javascript.md), at the next idle moment after the first cards
 * (docs/decisions/0029-crew-startup-over-3g.md).
 */
export function startSyncEngineSoon(): void {
  if (pending) return;
  pending = true;
  const run = () => {
    pending = false;
    start();
  };
  void afterFirstScreen(FIRST_SCREEN_FALLBACK_MS).then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 500 });
    else setTimeout(run, 0);
  });
}

/**
 * After a sign-in there is no local screen to draw first: the pull is what the screen waits for, so
 * the engine starts at once, unless the start-up's idle-time start is still on its way (a remembered
 * user's warm start). Starting a running engine again does nothing.
 */
export function startSyncEngineNow(): void {
  if (!pending) start();
}
