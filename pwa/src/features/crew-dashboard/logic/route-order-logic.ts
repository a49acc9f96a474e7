import type { LocalEmployee, LocalRouteOrder } from '../../../db/rows';
import { formatPattern } from '../../../lib/date-pattern';
import { byAddress, type CrewCard } from './dashboard-logic';

/**
 * A day's cards in the crew member's stored route order. Stops the order does not know (assigned
 * since it was made) go in after their neighbour in address order; stops no longer there are dropped;
 * a task id listed twice counts where it first appears. Without an order: address order.
 */
export function inRouteOrder(cards: readonly CrewCard[], stored: readonly number[] | undefined): CrewCard[] {
  const base = [...cards].sort(byAddress);
  if (!stored?.length) return base;
  const rank = new Map<number, number>();
  for (const [i, id] of stored.entries()) if (!rank.has(id)) rank.set(id, i);
  const known = base.filter((c) => rank.has(c.task.id));
  const out = known.sort((a, b) => (rank.get(a.task.id) ?? 0) - (rank.get(b.task.id) ?? 0));
  const placed = new Set(out.map((c) => c.task.id));
  for (const [i, card] of base.entries()) {
    if (placed.has(card.task.id)) continue;
    // The nearest stop before it in address order that is already placed (a known one, or a new one
    // placed just before), so new stops keep their address order among themselves.
    const before = base
      .slice(0, i)
      .reverse()
      .find((c) => placed.has(c.task.id));
    const at = before ? out.findIndex((c) => c.task.id === before.task.id) + 1 : 0;
    out.splice(at, 0, card);
    placed.add(card.task.id);
  }
  return out;
}

/** The ids with `taskId` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveStop(ids: readonly number[], taskId: number, delta: -1 | 1): number[] {
  const from = ids.indexOf(taskId);
  const to = from + delta;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const out = [...ids];
  [out[from], out[to]] = [out[to], out[from]];
  return out;
}

/**
 * 'Route planned by Maria, 7:02' when someone else (the office's planner) set the day's order last; null
 * when the crew member set it themself, so their own later reorder takes the line away.
 */
export function plannedByLine(
  order: Pick<LocalRouteOrder, 'updatedById' | 'updatedAt'> | undefined,
  userId: number | undefined,
  employees: ReadonlyMap<number, Pick<LocalEmployee, 'name' | 'username'>>,
): string | null {
  if (!order || order.updatedById == null || order.updatedById === userId) return null;
  const who = employees.get(order.updatedById);
  const name = who ? (who.name || who.username).trim().split(/\s+/)[0] || who.username : 'the office';
  const at = new Date(order.updatedAt);
  return Number.isNaN(at.getTime())
    ? `Route planned by ${name}`
    : `Route planned by ${name}, ${formatPattern(at, 'h:mm')}`;
}
