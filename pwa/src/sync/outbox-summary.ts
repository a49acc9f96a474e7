import { liveQuery, type Subscription } from 'dexie';
import { create } from 'zustand';
import type { BinValetDb } from '../db/database';
import type { OutboxRow } from '../db/rows';

/**
 * What the screens show of the outbox (how many intents wait, which tasks have one, which taps can
 * still be undone), from ONE live query shared by every reader. Each card selects its own task's
 * entry, so a tap re-renders the card it changed and the sync indicator, not the whole route
 * (docs/decisions/0030-crew-taps-touch-one-card.md).
 */

export interface HeldTap {
  group: string;
  heldUntil: number;
}

export interface OutboxSummary {
  count: number;
  /** Tasks with an intent still waiting for the server. */
  pending: ReadonlySet<number>;
  /** Taps still inside their undo window, by task (the last tap of a task wins). */
  held: ReadonlyMap<number, HeldTap>;
}

export const useOutboxSummary = create<OutboxSummary>(() => ({ count: 0, pending: new Set(), held: new Map() }));

export function summarise(rows: Pick<OutboxRow, 'taskId' | 'group' | 'heldUntil'>[]): OutboxSummary {
  const pending = new Set<number>();
  const held = new Map<number, HeldTap>();
  for (const r of rows) {
    if (r.taskId === undefined) continue;
    pending.add(r.taskId);
    if (r.group && r.heldUntil) held.set(r.taskId, { group: r.group, heldUntil: r.heldUntil });
  }
  return { count: rows.length, pending, held };
}

let subscription: Subscription | null = null;
let watchers = 0;

/** Keeps the summary live while at least one caller watches; returns the function that stops watching. */
export function watchOutbox(db: BinValetDb): () => void {
  watchers++;
  subscription ??= liveQuery(() => db.outbox.toArray()).subscribe({
    next: (rows) => useOutboxSummary.setState(summarise(rows)),
  });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers--;
    if (watchers === 0) {
      subscription?.unsubscribe();
      subscription = null;
    }
  };
}

export const useOutboxCount = () => useOutboxSummary((s) => s.count);
export const useTaskPending = (taskId: number) => useOutboxSummary((s) => s.pending.has(taskId));
export const useHeldUntil = (taskId: number) => useOutboxSummary((s) => s.held.get(taskId)?.heldUntil);
/** The undo group of a task's held tap, read when Undo is pressed (no subscription). */
export const heldTapOf = (taskId: number): HeldTap | undefined => useOutboxSummary.getState().held.get(taskId);
