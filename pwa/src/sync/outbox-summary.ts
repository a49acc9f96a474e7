import Dexie, { type ObservabilitySet } from 'dexie';
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

/**
 * A tap must not queue behind the read its previous tap caused: this tab's own new intents go into the
 * summary at once (noteQueued), and the re-read after any outbox write (the engine's acks, an undo,
 * another tab) waits until the writes pause for SETTLE_MS, or MAX_WAIT_MS at most.
 */
const SETTLE_MS = 100;
const MAX_WAIT_MS = 2000;

let watchers = 0;
let watched: BinValetDb | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let dirtySince = 0;
let reads = 0;
type SummaryRow = Pick<OutboxRow, 'taskId' | 'group' | 'heldUntil'>;
/** The outbox as the last finished read found it, and this tab's intents committed since that read began. */
let lastRows: SummaryRow[] = [];
let unconfirmed: SummaryRow[] = [];
// biome-ignore lint/correctness/noUnusedVariables: read by the `??=` in noteQueued, which Biome does not count
let publishing: ReturnType<typeof setTimeout> | undefined;

const publish = () => useOutboxSummary.setState(summarise([...lastRows, ...unconfirmed]));

async function read(): Promise<void> {
  timer = undefined;
  dirtySince = 0;
  const db = watched;
  if (!db) return;
  const n = ++reads;
  // The intents noted so far were committed before this read: it sees them.
  const noted = unconfirmed.length;
  const rows = await db.outbox.toArray().catch(() => undefined);
  // A newer read began meanwhile, or nobody watches any more: this answer is stale.
  if (!rows || n !== reads || watched !== db) return;
  lastRows = rows;
  unconfirmed = unconfirmed.slice(noted);
  publish();
}

function scheduleRead(): void {
  const now = Date.now();
  dirtySince ||= now;
  clearTimeout(timer);
  timer = setTimeout(read, Math.max(0, Math.min(SETTLE_MS, dirtySince + MAX_WAIT_MS - now)));
}

function onMutated(parts: ObservabilitySet): void {
  const db = watched;
  if (!db) return;
  const outbox = `idb://${db.name}/outbox/`;
  // 'all' is what Dexie signals when it cannot say which tables changed (e.g. another tab, no BroadcastChannel).
  if (Object.keys(parts).some((k) => k === 'all' || k.startsWith(outbox))) scheduleRead();
}

/** Keeps the summary live while at least one caller watches; returns the function that stops watching. */
export function watchOutbox(db: BinValetDb): () => void {
  watchers++;
  if (watched !== db) {
    watched = db;
    Dexie.on.storagemutated.subscribe(onMutated);
    void read();
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers--;
    if (watchers === 0) {
      Dexie.on.storagemutated.unsubscribe(onMutated);
      clearTimeout(timer);
      timer = undefined;
      lastRows = [];
      unconfirmed = [];
      watched = null;
    }
  };
}

/**
 * This tab's intents, just committed: shown before the deferred re-read confirms them. The summary
 * changes in the next task, not inside the caller's await: the renders it causes then follow the tap
 * instead of sitting between its commit and whatever the caller does next.
 */
export function noteQueued(rows: SummaryRow[]): void {
  if (!watched || rows.length === 0) return;
  unconfirmed.push(...rows);
  publishing ??= setTimeout(() => {
    publishing = undefined;
    if (watched) publish();
  });
}

export const useOutboxCount = () => useOutboxSummary((s) => s.count);
export const useTaskPending = (taskId: number) => useOutboxSummary((s) => s.pending.has(taskId));
export const useHeldUntil = (taskId: number) => useOutboxSummary((s) => s.held.get(taskId)?.heldUntil);
/** The undo group of a task's held tap, read when Undo is pressed (no subscription). */
export const heldTapOf = (taskId: number): HeldTap | undefined => useOutboxSummary.getState().held.get(taskId);
