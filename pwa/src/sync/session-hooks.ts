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

/** Stops the engine and empties every local table (working set, outbox, photos, notices, cursor, client id). */
export async function clearLocalData(): Promise<void> {
  stopSyncEngine();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
}

/** Call after a successful sign-in: asks the browser to keep our storage, then (re)starts syncing. */
export function startSyncAfterSignIn(): void {
  void navigator.storage?.persist?.().catch(() => false);
  resumeSyncEngine();
}
