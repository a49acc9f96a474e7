import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../app/toaster';
import { tapsAppliedTitle } from '../../../lib/labels';
import { onIntentsApplied } from '../../../sync/applied-events';
import { crewActions, useOnline, useSyncPhase } from '../../../sync/hooks';
import type { CrewCard } from '../logic/dashboard-logic';
import { currentPosition } from '../logic/geolocation';

export type StatusChoice = 'completed' | 'missed';

/** How long a tap's position is waited for: well inside the undo hold, so it can still join the tap. */
const POSITION_WAIT_MS = 7000;

/**
 * Complete and Mark Missed as the crew meet them: asks before taking someone else's stop, asks why a
 * stop was missed, holds the tap for its undo window, and names the stop only once the server has
 * applied it (offline: that it is saved on this phone and will sync).
 */
export function useStatusActions(isSomeoneElses: (card: CrewCard) => boolean) {
  const [tapping, setTapping] = useState<Set<number>>(() => new Set());
  const [confirming, setConfirming] = useState<{ card: CrewCard; status: StatusChoice } | null>(null);
  const [missing, setMissing] = useState<CrewCard | null>(null);
  const online = useOnline();
  const phase = useSyncPhase();
  const offline = !online || phase === 'offline';
  const offlineRef = useRef(offline);
  offlineRef.current = offline;
  // Taps made while the server seemed reachable, not yet applied: if sending them fails, the crew hear so.
  const unsentRef = useRef(new Set<string>());
  // Where each tapped stop is, so the server's answer can name it.
  const placesRef = useRef(new Map<number, string>());

  useEffect(
    () =>
      onIntentsApplied((rows) => {
        const changes = rows.flatMap((r) => {
          if (r.name !== 'setTaskStatus') return [];
          const { taskId, status } = r.args as { taskId: number; status: string };
          return [{ where: placesRef.current.get(taskId) ?? 'Stop', status }];
        });
        if (changes.length === 0) return;
        unsentRef.current.clear();
        notify(tapsAppliedTitle(changes), 'Saved on the server.', 'success');
      }),
    [],
  );

  useEffect(() => {
    if (!offline || unsentRef.current.size === 0) return;
    unsentRef.current.clear();
    notify('Saved on this phone', "It will sync when you're back online.", 'info');
  }, [offline]);

  const record = useCallback(async (card: CrewCard, status: StatusChoice, note?: string) => {
    const completedAt = new Date().toISOString(); // the tap time, whenever the server hears of it
    const taskId = card.task.id;
    placesRef.current.set(taskId, card.customer?.address ?? card.customer?.name ?? `Stop ${taskId}`);
    setTapping((s) => new Set(s).add(taskId));
    try {
      // The tap is committed first; the position is asked for alongside and joins it while it is held.
      const group = await crewActions.tap(
        [
          { name: 'setTaskStatus', args: { taskId, status, completedAt } },
          ...(note ? [{ name: 'addTaskNote' as const, args: { taskId, text: note } }] : []),
        ],
        currentPosition(POSITION_WAIT_MS),
      );
      if (offlineRef.current) notify('Saved on this phone', "It will sync when you're back online.", 'info');
      else unsentRef.current.add(group);
    } catch {
      notify('Error', 'Failed to update task status', 'error');
    } finally {
      setTapping((s) => {
        const next = new Set(s);
        next.delete(taskId);
        return next;
      });
    }
  }, []);

  /** The card's button: may ask first (someone else's stop, then the missed reason). */
  const choose = useCallback(
    (card: CrewCard, status: StatusChoice, confirmed = false) => {
      if (!confirmed && isSomeoneElses(card)) return setConfirming({ card, status });
      if (status === 'missed') return setMissing(card);
      void record(card, status);
    },
    [isSomeoneElses, record],
  );

  const undo = useCallback(async (group: string) => {
    const undone = await crewActions.undo(group);
    if (undone) unsentRef.current.delete(group);
    if (!undone) notify('Too late to undo', 'The change was already sent.', 'warning');
  }, []);

  return {
    tapping,
    choose,
    undo,
    confirming,
    confirm: () => {
      const c = confirming;
      setConfirming(null);
      if (c) choose(c.card, c.status, true);
    },
    cancelConfirm: () => setConfirming(null),
    missing,
    missedWith: (note: string) => {
      const card = missing;
      setMissing(null);
      if (card) void record(card, 'missed', note);
    },
    cancelMissed: () => setMissing(null),
  };
}
