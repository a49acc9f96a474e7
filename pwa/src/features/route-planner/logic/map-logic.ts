import { MAP_FALLBACK } from '@bin-valet/schema';
import type { RouteStop } from './planner-logic';
import { stopKey } from './planner-logic';
import type { Depot } from './route-order';

/** Map markers of the route planner: one per customer and address. */

export interface MarkerGroup {
  key: string;
  lat: number;
  lng: number;
  /** The stop has no coordinates and sits on the fallback point. */
  fallback: boolean;
  /** Street number shown on the marker ('?' when the address has none). */
  label: string;
  customerId: number;
  customerName: string;
  address: string;
  phone: string;
  tasks: RouteStop[];
}

export function streetNumber(address: string): string {
  const m = /\d+/.exec(address);
  return m ? m[0] : '?';
}

export function markerGroups(stops: readonly RouteStop[]): MarkerGroup[] {
  const groups = new Map<string, MarkerGroup>();
  for (const s of stops) {
    const key = stopKey(s);
    let g = groups.get(key);
    if (!g) {
      const located = s.lat !== null && s.lng !== null;
      g = {
        key,
        lat: located ? (s.lat as number) : MAP_FALLBACK.lat,
        lng: located ? (s.lng as number) : MAP_FALLBACK.lng,
        fallback: !located,
        label: streetNumber(s.address),
        customerId: s.customerId,
        customerName: s.customerName,
        address: s.address,
        phone: s.phone,
        tasks: [],
      };
      groups.set(key, g);
    }
    g.tasks.push(s);
  }
  return [...groups.values()];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The crew of a marker as the legend shows it: the first planned crew member among its stops, in legend order. */
export function markerCrew<C extends { id: number; color: string }>(
  group: Pick<MarkerGroup, 'tasks'>,
  crews: readonly C[],
): C | null {
  const ids = new Set(group.tasks.flatMap((t) => t.crew.map((c) => c.employeeId)));
  return crews.find((c) => ids.has(c.id)) ?? null;
}

/**
 * The divIcon HTML: the street number, and a count badge when the marker holds more than one task;
 * `crew` colours it as the legend does (its colours are dark enough for the white number).
 */
export function markerHtml(
  label: string,
  count: number,
  unassigned: boolean,
  crew?: { id: number; color: string } | null,
): string {
  const badge = count > 1 ? `<span class="rp-marker-count">${count}</span>` : '';
  const cls = unassigned ? 'rp-marker rp-marker-unassigned' : 'rp-marker';
  const style = crew && !unassigned ? ` style="background:${escapeHtml(crew.color)}" data-crew-id="${crew.id}"` : '';
  return `<div class="${cls}" data-testid="map-marker"${style}><span class="rp-marker-label">${escapeHtml(label)}</span>${badge}</div>`;
}

/**
 * The route line of a group in its chosen order: the depot first, then each located stop once
 * (stops without coordinates are not drawn: a line to the fallback point would mislead).
 */
export function routeLine(ordered: readonly RouteStop[], depot: Depot): [number, number][] {
  const points: [number, number][] = [[depot.lat, depot.lng]];
  const seen = new Set<string>();
  for (const s of ordered) {
    const key = stopKey(s);
    if (seen.has(key) || s.lat === null || s.lng === null) continue;
    seen.add(key);
    points.push([s.lat, s.lng]);
  }
  return points;
}
