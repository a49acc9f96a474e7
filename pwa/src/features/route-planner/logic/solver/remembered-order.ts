import { costMatrix, pathCost, type SolveOptions, type Stop } from './solver';

/**
 * Reuses last week's order for a crew day (docs/architecture.md §3.3): stops seen before keep their
 * order, new ones go where they add the least distance, and stops without coordinates stay at the end.
 */
export function applyRememberedOrder(stops: Stop[], remembered: string[], opts: SolveOptions): string[] {
  const byId = new Map(stops.map((s) => [s.id, s]));
  const kept = remembered.filter((id) => byId.has(id));
  const fresh = stops.filter((s) => !kept.includes(s.id));
  const located = [...kept.map((id) => byId.get(id) as Stop), ...fresh].filter((s) => s.lat !== null && s.lng !== null);
  const index = new Map(located.map((s, i) => [s.id, i + 1]));
  const n = located.length + 1;
  const m = costMatrix(located, opts);
  const path = kept.filter((id) => index.has(id)).map((id) => index.get(id) as number);
  for (const s of fresh) {
    const idx = index.get(s.id);
    if (idx === undefined) continue;
    let bestAt = path.length;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let k = 0; k <= path.length; k++) {
      const c = pathCost([...path.slice(0, k), idx, ...path.slice(k)], m, n);
      if (c < bestCost) {
        bestCost = c;
        bestAt = k;
      }
    }
    path.splice(bestAt, 0, idx);
  }
  const unlocated = stops
    .filter((s) => s.lat === null || s.lng === null)
    .sort((a, b) => a.address.localeCompare(b.address, undefined, { numeric: true }));
  return path.map((i) => located[i - 1].id).concat(unlocated.map((s) => s.id));
}
