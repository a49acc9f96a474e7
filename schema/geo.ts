import { COMPLETION_DISTANCE_WARNING_M } from './constants';

/** Great-circle distance in metres (haversine). */
export function haversineM(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const R = 6_371_000;
  const toRad = Math.PI / 180;
  const dLat = (bLat - aLat) * toRad;
  const dLng = (bLng - aLng) * toRad;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * toRad) * Math.cos(bLat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(s)));
}

const num = (v: string | number | null | undefined) => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * How far from the customer's coordinates a task was completed, in whole metres; null when either
 * place is unknown (the office is warned beyond 150 m: docs/architecture.md §6).
 */
export function completionDistanceM(
  completed: { lat: string | number | null | undefined; lng: string | number | null | undefined },
  customer: { lat: string | number | null | undefined; lng: string | number | null | undefined },
): number | null {
  const [a, b, c, d] = [num(completed.lat), num(completed.lng), num(customer.lat), num(customer.lng)];
  if (a === null || b === null || c === null || d === null) return null;
  return Math.round(haversineM(a, b, c, d));
}

export const isFarCompletion = (distanceM: number | null) =>
  distanceM !== null && distanceM > COMPLETION_DISTANCE_WARNING_M;
