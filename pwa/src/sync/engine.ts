import { type Mutation, PULL_LIMIT_MAX, PUSH_BATCH, type PullResponse, type SyncTable } from '@bin-valet/schema';
import type { BinValetDb } from '../db/database';
import type { OutboxRow } from '../db/rows';
import { dropSettledPatches } from '../db/task-patches';
import {
  applyDaySlice,
  applyPullPage,
  applyPushResults,
  type FreshPull,
  freshPull,
  pruneBefore,
  setAside,
} from './apply';
import { sendable } from './local-mutations';
import { getMeta, META } from './meta-keys';
import { dropReplica } from './restart-replica';
import { useSyncStatus } from './status-store';
import { SyncHttpError, type Transport } from './transport';

/**
 * The sync loop (docs/architecture.md §4): push the outbox in order (batches of ≤ 100), then pull by cursor
 * until the server has nothing more. Network failures and 5xx back off exponentially; a 401 pauses
 * the queue (nothing is dropped) until the user signs in again. A push the server refuses whole is
 * halved until the refused intent is alone; an intent refused alone MAX_REFUSALS times is set aside
 * with the server's reason, so one bad intent never holds back the others or the pulls.
 */

/** Pushes of an intent alone the server refuses before the intent is set aside. */
export const MAX_REFUSALS = 3;

/** A refusal of the whole request that sending it again unchanged will not fix (4xx but 401, 408, 429). */
const refusedWhole = (err: unknown): err is SyncHttpError =>
  err instanceof SyncHttpError && (err.kind === 'client' || err.kind === 'forbidden');

/** The server's `{ message }`, else its raw answer, in words the crew can read. */
function refusalReason(err: SyncHttpError): string {
  try {
    const body = JSON.parse(err.message) as { message?: unknown };
    if (typeof body?.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: the raw text below
  }
  return err.message ? err.message.slice(0, 200) : `Refused by the server (${err.status})`;
}

export { type SyncPhase, type SyncStatus, useSyncStatus } from './status-store';

export interface EngineOptions {
  db: BinValetDb;
  transport: Transport;
  /** Timers are injectable so tests run without waiting. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  pullLimit?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  now?: () => number;
  /** Intents the server has just applied (the crew screen confirms them). */
  onApplied?: (rows: OutboxRow[]) => void;
  /** Tables a pull brought rows or tombstones of, once they are stored (office screens refetch those views). */
  onPulled?: (tables: SyncTable[]) => void;
  /**
   * Runs after each push and pull (the curb-photo uploads, ./photo-uploads.ts); throws SyncHttpError
   * like the transport. `more`: new intents wait, so the loop goes round again.
   */
  afterSync?: () => Promise<'done' | 'more'>;
  /**
   * The business day whose crew screen a first pull fetches and stores before the rest of the working
   * set (docs/decisions/0026-todays-route-first.md); without it the first pull comes in one piece.
   */
  firstDay?: () => string;
}

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c-${Date.now()}-${Math.random()}`;

export class SyncEngine {
  private running = false;
  private again = false;
  private paused = false;
  private failures = 0;
  private retryHandle: unknown = null;
  private wakeHandle: unknown = null;
  /** How many intents a push sends: halved while the server refuses pushes whole, back to full once one is set aside. */
  private pushSize = PUSH_BATCH;
  /** The window start this engine last pruned before: the same start has nothing new to prune. */
  private prunedBefore: string | null = null;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly opts: EngineOptions) {
    this.setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  /** Syncs again when a held intent's undo window has passed. */
  private wakeAt(at: number): void {
    if (this.wakeHandle !== null) this.clearTimer(this.wakeHandle);
    this.wakeHandle = this.setTimer(
      () => {
        this.wakeHandle = null;
        void this.kick();
      },
      Math.max(0, at - this.now()) + 50,
    );
  }

  get isPaused() {
    return this.paused;
  }

  /** Asks for a sync soon; concurrent requests collapse into one more round. */
  kick(): Promise<void> {
    if (this.paused) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return Promise.resolve();
    }
    return this.loop();
  }

  /** After a new sign-in: the paused queue may go again. */
  resume(): Promise<void> {
    this.paused = false;
    this.failures = 0;
    return this.kick();
  }

  stop(): void {
    this.paused = true;
    if (this.retryHandle !== null) this.clearTimer(this.retryHandle);
    this.retryHandle = null;
    if (this.wakeHandle !== null) this.clearTimer(this.wakeHandle);
    this.wakeHandle = null;
  }

  private async loop(): Promise<void> {
    this.running = true;
    try {
      do {
        this.again = false;
        useSyncStatus.setState({ phase: 'syncing' });
        await this.syncOnce();
        this.failures = 0;
        useSyncStatus.setState({ phase: 'idle', lastSyncedAt: Date.now(), lastError: null });
      } while (this.again && !this.paused);
    } catch (err) {
      this.onFailure(err);
    } finally {
      this.running = false;
    }
  }

  private onFailure(err: unknown): void {
    const e = err instanceof SyncHttpError ? err : new SyncHttpError('retry', 0, String(err));
    if (e.kind === 'auth') {
      this.paused = true;
      useSyncStatus.setState({ phase: 'auth', lastError: 'Sign in again' });
      return;
    }
    this.failures += 1;
    const base = this.opts.backoffBaseMs ?? 1000;
    const max = this.opts.backoffMaxMs ?? 60_000;
    const delay = Math.min(max, base * 2 ** (this.failures - 1)) * (0.75 + Math.random() * 0.5);
    useSyncStatus.setState({ phase: e.status === 0 ? 'offline' : 'error', lastError: e.message });
    if (this.retryHandle !== null) this.clearTimer(this.retryHandle);
    this.retryHandle = this.setTimer(() => {
      this.retryHandle = null;
      void this.kick();
    }, delay);
  }

  private async clientId(): Promise<string> {
    const { db } = this.opts;
    const existing = await getMeta(db, META.clientId);
    if (existing) return existing;
    const id = newClientId();
    await db.meta.put({ key: META.clientId, value: id });
    return id;
  }

  /** One full round: drain the outbox, pull to the end, then `afterSync`. Throws SyncHttpError on failure. */
  async syncOnce(): Promise<void> {
    await dropSettledPatches(this.opts.db, this.now());
    const refused = await this.pushAll();
    // An intent refused alone holds back the intents behind it (order matters), but not the pulls:
    // the office's changes still arrive, and the round is tried again after the backoff.
    await this.pullAll();
    if ((await this.opts.afterSync?.()) === 'more') this.again = true;
    if (refused) throw refused;
  }

  /** Drains the outbox; returns the refusal that stopped it when an intent alone was refused but not yet set aside. */
  private async pushAll(): Promise<SyncHttpError | undefined> {
    const { db, transport } = this.opts;
    let rebound = false;
    for (;;) {
      const queued = await db.outbox.orderBy('seq').limit(PUSH_BATCH).toArray();
      const now = this.now();
      const ready = sendable(queued, now);
      // A tap the crew can still undo waits in the outbox; the round after its window sends it.
      if (ready.length < queued.length) this.wakeAt(queued[ready.length].heldUntil ?? now);
      if (ready.length === 0) {
        this.pushSize = PUSH_BATCH;
        return undefined;
      }
      const batch = ready.slice(0, this.pushSize);
      const clientId = await this.clientId();
      let results: Awaited<ReturnType<Transport['push']>>['results'];
      try {
        ({ results } = await transport.push(
          clientId,
          batch.map(({ mutationId, name, args, createdAt }) => ({ mutationId, name, args, createdAt }) as Mutation),
        ));
      } catch (err) {
        // This device id belongs to another employee (someone else signed in without signing out):
        // take a fresh id once; the queued intents are then sent as the signed-in employee's.
        if (err instanceof SyncHttpError && err.kind === 'forbidden' && !rebound) {
          rebound = true;
          await db.meta.put({ key: META.clientId, value: newClientId() });
          continue;
        }
        if (!refusedWhole(err)) throw err;
        // Refused whole: one of these intents is bad. Halve until it is alone, keeping the order.
        if (batch.length > 1) {
          this.pushSize = Math.ceil(batch.length / 2);
          continue;
        }
        const alone = batch[0];
        const refusals = (alone.refusals ?? 0) + 1;
        if (refusals < MAX_REFUSALS) {
          if (alone.seq !== undefined) await db.outbox.update(alone.seq, { refusals });
          return err;
        }
        await setAside(db, alone, refusalReason(err));
        this.pushSize = PUSH_BATCH;
        continue;
      }
      await applyPushResults(db, batch, results);
      const applied = new Set(results.filter((r) => r.status === 'applied').map((r) => r.mutationId));
      this.opts.onApplied?.(batch.filter((m) => applied.has(m.mutationId)));
      // The server answers every mutation; a missing answer would loop forever, so stop here.
      if (results.length < batch.length) return;
    }
  }

  /** Pulls to the end without pushing (also used by tests). */
  async pullAll(): Promise<void> {
    const { db } = this.opts;
    const limit = this.opts.pullLimit ?? PULL_LIMIT_MAX;
    const cursor = await getMeta(db, META.cursor);
    // No cursor: nothing replicated is stored yet (signing out clears the database with it).
    const fresh: FreshPull | undefined = cursor ? undefined : freshPull();
    if (fresh) useSyncStatus.setState({ initialPull: true, firstDay: null });
    try {
      let firstPage: Promise<PullResponse> | undefined;
      if (fresh && this.opts.firstDay) {
        // The first page is asked for right behind the day (the server answers the small day first),
        // not once the day is stored; it is stored after the day.
        const day = this.pullFirstDay(this.opts.firstDay());
        firstPage = this.opts.transport.pull('', limit);
        firstPage.catch(() => undefined);
        await day;
      }
      await this.pullPages(cursor, limit, fresh, firstPage);
    } finally {
      if (fresh) useSyncStatus.setState({ initialPull: false, firstDay: null });
    }
  }

  /** One day's screen ahead of the first pull; the pull that follows sends every one of its rows again. */
  private async pullFirstDay(date: string): Promise<void> {
    const { db, transport } = this.opts;
    try {
      const slice = await transport.today(date);
      await applyDaySlice(db, slice);
      useSyncStatus.setState({ firstDay: slice.date });
    } catch (err) {
      // A lapsed sign-in or no network stops the round; any other refusal leaves the day to the whole pull.
      if (err instanceof SyncHttpError && err.kind !== 'auth' && err.status !== 0) return;
      throw err;
    }
  }

  /** `first`: the first page, when it was already asked for (with the same cursor and limit). */
  private async pullPages(
    cursor: string | undefined,
    limit: number,
    fresh: FreshPull | undefined,
    first?: Promise<PullResponse>,
  ): Promise<void> {
    const { db, transport } = this.opts;
    let next = first ?? transport.pull(cursor ?? '', limit);
    let requestedWith = cursor ?? '';
    let writing: Promise<void> | null = null;
    const changed = new Set<SyncTable>();
    for (let guard = 0; guard < 10_000; guard++) {
      const page = await next;
      if (page.restart) {
        // Restored from a backup: pull everything again, from nothing.
        await writing;
        await dropReplica(db);
        this.prunedBefore = null;
        return this.pullAll();
      }
      for (const [table, rows] of Object.entries(page.rows)) if (rows?.length) changed.add(table as SyncTable);
      for (const t of page.tombstones) changed.add(t.table);
      // Ask for the following page while this one is written: the network and IndexedDB overlap.
      if (page.hasMore) {
        next = transport.pull(page.cursor, limit);
        next.catch(() => undefined);
      }
      // This page's transaction is prepared while the previous one commits (IndexedDB runs them in
      // order; each checks that the cursor it was asked with is the stored one).
      const written = applyPullPage(db, page, fresh, requestedWith);
      written.catch(() => undefined);
      if (writing) await writing;
      writing = written;
      requestedWith = page.cursor;
      if (!page.hasMore) {
        await writing;
        // A first pull stored nothing before its window: there is nothing to prune.
        if (fresh) this.prunedBefore = page.window.start;
        if (page.window.start !== this.prunedBefore) {
          await pruneBefore(db, page.window.start);
          this.prunedBefore = page.window.start;
        }
        if (changed.size) this.opts.onPulled?.([...changed]);
        return;
      }
    }
  }
}
