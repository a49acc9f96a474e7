import type { MutationArgs } from '@bin-valet/schema';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { db } from '../db/database';
import { useDaySeed } from '../db/day-seed';
import type { LocalRouteOrder, PhotoRow } from '../db/rows';
import { enqueue, enqueueHeld, type HeldIntent, locateHeldTap, type TapPosition, undoTap } from './local-mutations';
import { watchOutbox } from './outbox-summary';
import { waitingPhotoCount } from './photo-queue';
import { useSyncStatus } from './status-store';

/** Screens read the local database only (docs/architecture.md §3.3): these never wait on the network. */

export { type HeldTap, heldTapOf, useHeldUntil, useOutboxCount, useTaskPending } from './outbox-summary';

/** Keeps the shared outbox summary (./outbox-summary.ts) live while the calling screen is mounted. */
export const useOutboxWatch = () => useEffect(() => watchOutbox(db), []);
/** Curb photos not yet stored by the server. */
export const useWaitingPhotoCount = () => useLiveQuery(() => waitingPhotoCount(db), [], 0);

const NO_PHOTOS: PhotoRow[] = [];
/**
 * The phone's curb photos by task, oldest first: one query for the whole screen, not one per card.
 * `of(taskId)` gives the same empty list to every card without photos, so memoised cards stay put.
 */
export function usePhotosByTask(): { of: (taskId: number) => PhotoRow[] } {
  const rows = useLiveQuery(() => db.photos.toArray(), [], NO_PHOTOS);
  const byTask = useMemo(() => {
    const out = new Map<number, PhotoRow[]>();
    for (const p of rows) out.set(p.taskId, [...(out.get(p.taskId) ?? []), p]);
    return out;
  }, [rows]);
  return useMemo(() => ({ of: (taskId: number) => byTask.get(taskId) ?? NO_PHOTOS }), [byTask]);
}
export const useNotices = () => useLiveQuery(() => db.notices.orderBy('id').reverse().toArray(), [], []);

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

export const useSyncPhase = () => useSyncStatus((s) => s.phase);

/** True while the first pull fills an empty database: screens show their loading state meanwhile. */
export const useInitialPull = () => useSyncStatus((s) => s.initialPull);

/** The day a first pull stored ahead of the rest while it is still filling the others (else null). */
export const useFirstDay = () => useSyncStatus((s) => s.firstDay);

/** Crew actions: optimistic change + outbox row in one transaction; the engine pushes it. */
export const crewActions = {
  setTaskStatus: (args: MutationArgs['setTaskStatus']) => enqueue(db, 'setTaskStatus', args),
  addTaskNote: (args: MutationArgs['addTaskNote']) => enqueue(db, 'addTaskNote', args),
  addCustomerNote: (args: MutationArgs['addCustomerNote']) => enqueue(db, 'addCustomerNote', args),
  /** The signed-in crew member's order of a day's stops (replicated to their other phones). */
  setRouteOrder: (args: MutationArgs['setRouteOrder']) => enqueue(db, 'setRouteOrder', args),
  sendOnMyWay: (args: MutationArgs['sendOnMyWay']) => enqueue(db, 'sendOnMyWay', args),
  /**
   * One tap held for the undo window; returns its group for `undo` once the tap is committed. The
   * position is never waited for: it joins the held tap if the browser answers within the hold.
   */
  tap: async (intents: HeldIntent[], position?: Promise<TapPosition | undefined>) => {
    const group = await enqueueHeld(db, intents);
    void position?.then((where) => (where ? locateHeldTap(db, group, where) : false)).catch(() => false);
    return group;
  },
  undo: (group: string) => undoTap(db, group),
};

export const dismissNotice = (id: number) => db.notices.delete(id);
export const dismissAllNotices = () => db.notices.clear();

/**
 * The signed-in crew member's stored route orders of [from, to] (with who set each), by day; undefined
 * until read, so a screen can tell "no order" from "not read yet".
 */
export function useRouteOrders(from: string, to: string): Map<string, LocalRouteOrder> | undefined {
  const seed = useDaySeed(from, to);
  const rows = useLiveQuery(
    () => db.routeOrders.where('routeDate').between(from, to, true, true).toArray(),
    [from, to],
  );
  return useMemo(() => (rows ? new Map(rows.map((r) => [r.routeDate, r])) : seed?.routeOrders), [rows, seed]);
}
