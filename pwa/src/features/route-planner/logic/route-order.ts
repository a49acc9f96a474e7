import { MAP_CENTER, weekdayOf } from '@bin-valet/schema';
import type { GroupKey } from './planner-logic';

/**
 * Where chosen route orders and the depot are kept (docs/architecture.md §3.3). An order is kept per crew day:
 * the signed-in user, the weekday and the group, so next Tuesday's curb run starts from this Tuesday's.
 */

export interface StoredOrder {
  /** Stop keys (customer|address), in the chosen order. */
  order: string[];
  /** The day it was chosen on (yyyy-MM-dd). */
  date: string;
}

export interface Depot {
  lat: number;
  lng: number;
  /** What the office calls the point ('Yard', 'Maria's house'); absent: 'Depot'. */
  name?: string;
}

/** The start point's name as the planner shows it: never raw coordinates. */
export const depotName = (d: Depot) => d.name?.trim() || 'Depot';

export const DEPOT_KEY = 'bv-route-depot';
export const DEFAULT_DEPOT: Depot = { lat: MAP_CENTER.lat, lng: MAP_CENTER.lng };

export const orderKey = (userId: number, date: string, group: GroupKey) =>
  `bv-route-order:${userId}:${weekdayOf(date)}:${group}`;

export function isStoredOrder(v: unknown): v is StoredOrder {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return Array.isArray(o.order) && o.order.every((k) => typeof k === 'string') && typeof o.date === 'string';
}

export function isDepot(v: unknown): v is Depot {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return validLat(o.lat) && validLng(o.lng) && (o.name === undefined || typeof o.name === 'string');
}

export const validLat = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 90;
export const validLng = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 180;

/**
 * Whether the stored order covers every stop of today: then it applies as is; otherwise new stops
 * must be inserted (cheapest insertion in the solver worker).
 */
export const coversAll = (stored: StoredOrder, keys: readonly string[]) => {
  const known = new Set(stored.order);
  return keys.every((k) => known.has(k));
};
