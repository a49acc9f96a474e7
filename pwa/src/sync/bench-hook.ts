import type { MutationArgs } from '../../../schema/sync-protocol';
import { type BinValetDb, db } from '../db/database';
import { type SyncStatus, useSyncStatus } from './engine';
import { enqueue } from './local-mutations';

/**
 * Measuring hook for `npm run bench` (bench/browser-*.ts): the browser suites need to know when a
 * sync round finished and to queue intents through the app's own write path. Exposed only when the
 * page was opened with `?bench` or `localStorage.binValetBench === '1'`, so normal users never see it.
 */
export interface BenchSyncHook {
  db: BinValetDb;
  status: () => SyncStatus;
  setTaskStatus: (args: MutationArgs['setTaskStatus']) => Promise<unknown>;
}

declare global {
  interface Window {
    __binValetSync?: BenchSyncHook;
  }
}

function benchRequested(): boolean {
  try {
    return new URLSearchParams(window.location.search).has('bench') || localStorage.getItem('binValetBench') === '1';
  } catch {
    return false;
  }
}

export function exposeBenchHook(): void {
  if (typeof window === 'undefined' || !benchRequested()) return;
  window.__binValetSync = {
    db,
    status: () => useSyncStatus.getState(),
    setTaskStatus: (args) => enqueue(db, 'setTaskStatus', args),
  };
}
