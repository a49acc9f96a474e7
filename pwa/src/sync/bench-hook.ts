import type { MutationArgs } from '@bin-valet/schema';
import { type BinValetDb, db } from '../db/database';
import type { LocalTask } from '../db/rows';
import { allTasks, getTask } from '../db/tasks';
import { type SyncStatus, useSyncStatus } from './engine';
import { enqueue } from './local-mutations';
import { waitingPhotoCount } from './photo-queue';

/**
 * Measuring hook for `npm run bench` (bench/browser-*.ts): the browser suites need to know when a
 * sync round finished and to queue intents through the app's own write path. Compiled only into bench
 * builds (VITE_BENCH=1, see runtime.ts), and even there exposed only when the page was opened with
 * `?bench` or `localStorage.binValetBench === '1'` (docs/decisions/0025-test-support-and-bench-builds.md).
 */
export interface BenchSyncHook {
  db: BinValetDb;
  status: () => SyncStatus;
  /** Tasks live in one record per date (database version 8): these read them one by one. */
  tasks: () => Promise<LocalTask[]>;
  task: (id: number) => Promise<LocalTask | undefined>;
  setTaskStatus: (args: MutationArgs['setTaskStatus']) => Promise<unknown>;
  /** A curb photo through the app's own path (shrink, storage check, queue); the stored size back. */
  addPhoto: (taskId: number, file: Blob) => Promise<{ bytes: number; width: number; height: number }>;
  waitingPhotos: () => Promise<number>;
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
    tasks: () => allTasks(db),
    task: (id) => getTask(db, id),
    setTaskStatus: (args) => enqueue(db, 'setTaskStatus', args),
    addPhoto: async (taskId, file) => {
      const { capturePhoto } = await import('./photo-capture');
      const { row } = await capturePhoto(db, taskId, file);
      return { bytes: row.blob?.size ?? 0, width: row.width, height: row.height };
    },
    waitingPhotos: () => waitingPhotoCount(db),
  };
}
