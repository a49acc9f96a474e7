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
