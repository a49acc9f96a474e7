import type { CrewCard } from './dashboard-logic';

/** The phone's map of the day: numbered pins in route order and the map app's directions. */

export interface RoutePin {
  taskId: number;
  /** Place in the route, 1-based. */
  n: number;
  lat: number;
  lng: number;
  label: string;
  done: boolean;
  next: boolean;
}

const coord = (v: string | null | undefined) => {
  if (v === null || v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** The cards (in route order) with a location, as pins; numbered by their place in the route. */
export function routePins(cards: readonly CrewCard[], nextId: number | undefined): RoutePin[] {
  const pins: RoutePin[] = [];
  for (const [i, card] of cards.entries()) {
    const lat = coord(card.customer?.latitude);
    const lng = coord(card.customer?.longitude);
    if (lat === null || lng === null) continue;
    pins.push({
      taskId: card.task.id,
      n: i + 1,
      lat,
      lng,
      label: card.customer?.address ?? `Job #${card.task.jobId}`,
      done: card.task.status !== 'scheduled',
      next: card.task.id === nextId,
    });
  }
  return pins;
}

/** A map app allows this many stops on the way to the destination. */
export const MAX_WAYPOINTS = 9;

/**
 * Directions through the next open stops in route order: the first up to 9 as waypoints and the one
 * after them as the destination (a location where known, else the address). Null: nothing left to do.
 */
export function navigateRouteUrl(cards: readonly CrewCard[]): string | null {
  const open = cards.filter((c) => c.task.status === 'scheduled' && c.customer);
  if (open.length === 0) return null;
  const place = (c: CrewCard) => {
    const lat = coord(c.customer?.latitude);
    const lng = coord(c.customer?.longitude);
    return lat !== null && lng !== null ? `${lat},${lng}` : (c.customer?.address ?? '');
  };
  const stops = open.slice(0, MAX_WAYPOINTS + 1).map(place);
  const destination = stops[stops.length - 1] as string;
  const waypoints = stops.slice(0, -1);
  const q = new URLSearchParams({ api: '1', destination, travelmode: 'driving' });
  if (waypoints.length) q.set('waypoints', waypoints.join('|'));
  return `https://www.google.com/maps/dir/?${q.toString()}`;
}
