import type { SyncTable } from '@bin-valet/schema';
import type { OutboxRow } from '../db/rows';

/** Intents the server has applied, told to screens without them loading the sync engine's code. */

type AppliedListener = (rows: OutboxRow[]) => void;
const appliedListeners = new Set<AppliedListener>();

/** Hears of intents the server has applied; returns the unsubscribe. */
export function onIntentsApplied(listener: AppliedListener): () => void {
  appliedListeners.add(listener);
  return () => appliedListeners.delete(listener);
}

export function notifyIntentsApplied(rows: OutboxRow[]): void {
  for (const l of appliedListeners) l(rows);
}

type PulledListener = (tables: readonly SyncTable[]) => void;
const pulledListeners = new Set<PulledListener>();
// Only the tab holding the sync lock pulls: the others hear of its pulls through this channel.
const CHANNEL = 'bin-valet-pulled';
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent<readonly SyncTable[]>) => {
      for (const l of pulledListeners) l(e.data);
    };
  }
  return channel;
}

/** Hears which replicated tables a finished pull changed, in this tab or another (office screens refetch). */
export function onPulledChanges(listener: PulledListener): () => void {
  pulledListeners.add(listener);
  openChannel();
  return () => pulledListeners.delete(listener);
}

export function notifyPulledChanges(tables: readonly SyncTable[]): void {
  for (const l of pulledListeners) l(tables);
  openChannel()?.postMessage([...tables]);
}
