import { create } from 'zustand';

/** The sync engine's state, readable before the engine's own code has loaded (it starts after the first screen). */

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'auth' | 'error';

export interface SyncStatus {
  phase: SyncPhase;
  lastSyncedAt: number | null;
  lastError: string | null;
  /**
   * The first pull into an empty database is running. Screens wait for it instead of re-querying
   * after every page (docs/decisions/0012-first-pull-snapshot.md).
   */
  initialPull: boolean;
  /**
   * The day stored ahead of a first pull that is still filling the other days (null otherwise): its
   * screen shows while the rest arrives (docs/decisions/0026-todays-route-first.md).
   */
  firstDay: string | null;
}

export const useSyncStatus = create<SyncStatus>(() => ({
  phase: 'idle',
  lastSyncedAt: null,
  lastError: null,
  initialPull: false,
  firstDay: null,
}));
