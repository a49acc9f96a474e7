import { db } from '../db/database';
import { resumeSyncEngine, stopSyncEngine } from './runtime';

/**
 * What sign-in and sign-out need from the sync module (used by the login page and the staff layout's
 * logout menu).
 */

/** Intents not yet acknowledged by the server: sign-out warns when this is not zero. */
export function pendingChangeCount(): Promise<number> {
  return db.outbox.count();
}

/** Stops the engine and empties every local table (working set, outbox, notices, cursor, client id). */
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
