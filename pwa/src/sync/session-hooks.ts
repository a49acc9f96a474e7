import { db } from '../db/database';
import { waitingPhotoCount } from './photo-queue';
import { resumeSyncEngine, stopSyncEngine } from './runtime';

/**
 * What sign-in and sign-out need from the sync module (used by the login page and the staff layout's
 * logout menu).
 */

export interface Unsent {
  /** Intents not yet acknowledged by the server. */
  changes: number;
  /** Curb photos not yet stored by the server. */
  photos: number;
}

/** What signing out would throw away: sign-out warns when either is not zero. */
export async function pendingChanges(): Promise<Unsent> {
  const [changes, photos] = await Promise.all([db.outbox.count(), waitingPhotoCount(db)]);
  return { changes, photos };
}

/** The last sign-out's emptying of the local tables: a sign-in waits for it. */
let cleared: Promise<void> = Promise.resolve();

/**
 * Stops the engine and empties every local table (working set, outbox, photos, notices, cursor, client id).
 * The emptying waits behind a sync write already under way, which can take seconds on a slow phone: sign-out
 * does not wait for it, the next sign-in does (`localDataCleared`).
 */
export function clearLocalData(): Promise<void> {
  stopSyncEngine();
  cleared = db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  return cleared;
}

/** Settles once the last sign-out's local data is gone (at once when there was none). */
export const localDataCleared = (): Promise<void> => cleared.catch(() => undefined);

/** Call after a successful sign-in: asks the browser to keep our storage, then (re)starts syncing. */
export function startSyncAfterSignIn(): void {
  void navigator.storage?.persist?.().catch(() => false);
  resumeSyncEngine();
}
