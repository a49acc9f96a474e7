import { liveQuery } from 'dexie';
import { db } from '../db/database';
import { businessToday } from '../lib/business-day';
import { earlyFetch } from '../lib/early-fetch';
import { notifyIntentsApplied, notifyPulledChanges } from './applied-events';
import { SyncEngine, useSyncStatus } from './engine';
import { useOutboxSummary, watchOutbox } from './outbox-summary';
import { waitingPhotoCount } from './photo-queue';
import { uploadWaitingPhotos } from './photo-uploads';
import { createTransport } from './transport';

export { onIntentsApplied, onPulledChanges } from './applied-events';

/**
 * Browser glue around the engine: one tab at a time drains the outbox and sends the queued photos
 * (Web Locks); it syncs on start, on SSE pokes, on `online`, when the tab becomes visible, when any
 * tab queues an intent or a photo, and every 60 s while the SSE stream is down.
 */

const POLL_MS = 60_000;
const LOCK_NAME = 'bin-valet-sync';

export const engine = new SyncEngine({
  db,
  // Today's slice may already be on its way from index.html (docs/decisions/0029-crew-startup-over-3g.md).
  transport: createTransport((input, init) => earlyFetch(input, init)),
  onApplied: notifyIntentsApplied,
  onPulled: notifyPulledChanges,
  afterSync: () => uploadWaitingPhotos(db, (input, init) => fetch(input, init)),
  firstDay: businessToday,
});

let started = false;
let releaseLock: (() => void) | null = null;
let teardown: (() => void) | null = null;

function attach(): () => void {
  const kickNow = () => void engine.kick();
  // While the browser knows it has no network and a round already failed for it, a new intent does
  // not start another round that cannot succeed: `online` (or the engine's own retry) starts it.
  const kick = () => {
    if (navigator.onLine === false && useSyncStatus.getState().phase === 'offline') return;
    kickNow();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick();
  };
  window.addEventListener('online', kickNow);
  document.addEventListener('visibilitychange', onVisible);

  let source: EventSource | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  const startPolling = () => {
    poll ??= setInterval(kick, POLL_MS);
  };
  const stopPolling = () => {
    if (poll) clearInterval(poll);
    poll = null;
  };
  // The stream opens once a sync round succeeded (so signed-out pages do not reconnect forever) and
  // closes while the queue waits for a new sign-in.
  const openSource = () => {
    if (source || typeof EventSource === 'undefined') return;
    source = new EventSource('/api/sync/events', { withCredentials: true });
    source.onopen = () => {
      stopPolling();
      kick();
    };
    source.onmessage = kick;
    // EventSource reconnects by itself; meanwhile poll so nothing waits longer than a minute.
    source.onerror = startPolling;
  };
  const closeSource = () => {
    source?.close();
    source = null;
    startPolling();
  };
  // Leaving the page closes the stream first: Firefox reports a stream still open at unload (its
  // `beforeunload` comes early enough) as a page error, and an open stream keeps the page out of the
  // back-forward cache. Polling covers a navigation called off until the next round reopens it.
  const onLeave = () => closeSource();
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) kick();
  };
  window.addEventListener('beforeunload', onLeave);
  window.addEventListener('pagehide', onLeave);
  window.addEventListener('pageshow', onPageShow);
  const statusWatch = useSyncStatus.subscribe((s) => {
    if (s.phase === 'auth') closeSource();
    else if (s.phase === 'idle' && s.lastSyncedAt) openSource();
  });
  startPolling();

  // A crew action in any tab lands in the shared outbox: the leader tab pushes it.
  const stopWatchingOutbox = watchOutbox(db);
  const outboxWatch = useOutboxSummary.subscribe((s, before) => {
    if (s.count > 0 && s !== before) kick();
  });
  // A photo taken in any tab, likewise (only a new one: each sent photo lowers the count mid-round).
  let photosBefore = 0;
  const photoWatch = liveQuery(() => waitingPhotoCount(db)).subscribe({
    next: (n) => {
      if (n > photosBefore) kick();
      photosBefore = n;
    },
  });

  kick();
  return () => {
    window.removeEventListener('online', kickNow);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('beforeunload', onLeave);
    window.removeEventListener('pagehide', onLeave);
    window.removeEventListener('pageshow', onPageShow);
    statusWatch();
    source?.close();
    stopPolling();
    outboxWatch();
    stopWatchingOutbox();
    photoWatch.unsubscribe();
  };
}

/** Starts the engine once per page; only the tab holding the Web Lock runs it. */
export function startSyncEngine(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Bench builds only (VITE_BENCH=1): a production bundle carries no trace of the measuring hook.
  if (import.meta.env.VITE_BENCH === '1') void import('./bench-hook').then((m) => m.exposeBenchHook());
  const run = () => {
    teardown = attach();
  };
  if (navigator.locks?.request) {
    void navigator.locks.request(LOCK_NAME, () => {
      if (!started) return undefined;
      run();
      // Hold the lock until this tab stops the engine (sign-out) or closes.
      return new Promise<void>((resolve) => {
        releaseLock = resolve;
      });
    });
  } else {
    run();
  }
}

export function stopSyncEngine(): void {
  engine.stop();
  teardown?.();
  teardown = null;
  releaseLock?.();
  releaseLock = null;
  started = false;
  useSyncStatus.setState({ phase: 'idle', lastError: null });
}

/** After sign-in: un-pause (a 401 paused the queue) and make sure this tab competes for the lock. */
export function resumeSyncEngine(): void {
  startSyncEngine();
  void engine.resume();
}
