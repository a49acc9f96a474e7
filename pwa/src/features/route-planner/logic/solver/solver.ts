import { haversineM, parseAddress } from './geometry';

/**
 * Route ordering for a crew's stops (docs/architecture.md §3.3): an open path from a depot through every stop, on
 * great-circle distances, with a penalty for crossing to the other side of the same street so a side
 * is finished before the crew crosses. Nearest neighbour from several starts, then 2-opt and Or-opt
 * until no move improves; exact (Held–Karp) for small groups where that is cheap.
 */
export interface Stop {
  id: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

export interface SolveOptions {
  depot: { lat: number; lng: number };
  /** Metres added when consecutive stops are on opposite sides of the same street. */
  crossPenaltyM?: number;
  /** Use the exact solver up to this many stops (0 forces the heuristic; tests compare the two). */
  exactUpTo?: number;
}

export const DEFAULT_CROSS_PENALTY_M = 120;

export interface SolveResult {
  order: string[];
  costM: number;
}

type Matrix = Float64Array;

/** Index 0 is the depot; stops are 1..n. cost[i*(n+1)+j]. */
export function costMatrix(stops: Stop[], opts: SolveOptions): Matrix {
  const n = stops.length + 1;
  const m = new Float64Array(n * n);
  const pts = [{ lat: opts.depot.lat, lng: opts.depot.lng, addr: null as ReturnType<typeof parseAddress> }].concat(
    stops.map((s) => ({ lat: s.lat ?? opts.depot.lat, lng: s.lng ?? opts.depot.lng, addr: parseAddress(s.address) })),
  );
  const penalty = opts.crossPenaltyM ?? DEFAULT_CROSS_PENALTY_M;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let d = haversineM(pts[i].lat, pts[i].lng, pts[j].lat, pts[j].lng);
      const a = pts[i].addr;
      const b = pts[j].addr;
      if (a && b && a.street === b.street && a.number % 2 !== b.number % 2) d += penalty;
      m[i * n + j] = d;
      m[j * n + i] = d;
    }
  }
  return m;
}

/** Cost of the open path depot → path[0] → ... (path holds stop indices 1..n). */
export function pathCost(path: number[], m: Matrix, n: number): number {
  let cost = 0;
  let prev = 0;
  for (const p of path) {
    cost += m[prev * n + p];
    prev = p;
  }
  return cost;
}

function nearestNeighbour(first: number, count: number, m: Matrix, n: number): number[] {
  const used = new Uint8Array(n);
  const path = [first];
  used[first] = 1;
  let cur = first;
  for (let k = 1; k < count; k++) {
    let best = -1;
    let bestD = Number.POSITIVE_INFINITY;
    for (let j = 1; j < n; j++) {
      if (!used[j] && m[cur * n + j] < bestD) {
        bestD = m[cur * n + j];
        best = j;
      }
    }
    used[best] = 1;
    path.push(best);
    cur = best;
  }
  return path;
}

/** 2-opt on an open path anchored at the depot: reverse path[i..j] when it shortens the route. */
function twoOpt(path: number[], m: Matrix, n: number): boolean {
  let improved = false;
  const len = path.length;
  for (let i = 0; i < len - 1; i++) {
    const a = i === 0 ? 0 : path[i - 1];
    for (let j = i + 1; j < len; j++) {
      const b = path[i];
      const c = path[j];
      const d = j + 1 < len ? path[j + 1] : -1;
      const before = m[a * n + b] + (d >= 0 ? m[c * n + d] : 0);
      const after = m[a * n + c] + (d >= 0 ? m[b * n + d] : 0);
      if (after + 1e-9 < before) {
        for (let x = i, y = j; x < y; x++, y--) [path[x], path[y]] = [path[y], path[x]];
        improved = true;
      }
    }
  }
  return improved;
}

/**
 * Or-opt: move a run of 1–3 stops, either way round, to the cheapest other gap. Costs are computed as
 * deltas (O(1) per candidate), so a pass over 150 stops is ~10^5 steps.
 */
function orOpt(path: number[], m: Matrix, n: number): boolean {
  let improved = false;
  const at = (k: number) => (k < 0 ? 0 : path[k]);
  for (let seg = 1; seg <= 3; seg++) {
    for (let i = 0; i + seg <= path.length; i++) {
      const len = path.length;
      const b = path[i];
      const c = path[i + seg - 1];
      const a = at(i - 1);
      const hasD = i + seg < len;
      const d = hasD ? path[i + seg] : -1;
      const removeGain = m[a * n + b] + (hasD ? m[c * n + d] - m[a * n + d] : 0);
      let bestDelta = -1e-9;
      let bestGap = -1;
      let bestReversed = false;
      // Gap g sits between at(g-1) and path[g] in the path without the run; indices skip the run.
      for (let g = 0; g <= len; g++) {
        if (g >= i && g <= i + seg) continue;
        const x = at(g - 1);
        const hasY = g < len;
        const y = hasY ? path[g] : -1;
        const base = hasY ? m[x * n + y] : 0;
        const fwd = m[x * n + b] + (hasY ? m[c * n + y] : 0) - base;
        const rev = m[x * n + c] + (hasY ? m[b * n + y] : 0) - base;
        const add = Math.min(fwd, rev);
        if (add - removeGain < bestDelta) {
          bestDelta = add - removeGain;
          bestGap = g;
          bestReversed = rev < fwd;
        }
      }
      if (bestGap >= 0) {
        const run = path.slice(i, i + seg);
        if (bestReversed) run.reverse();
        const insertAt = bestGap > i ? bestGap - seg : bestGap;
        path.splice(i, seg);
        path.splice(insertAt, 0, ...run);
        improved = true;
      }
    }
  }
  return improved;
}

export function heuristicPath(count: number, m: Matrix, n: number): number[] {
  // A few nearest-neighbour starts (the closest stops to the depot), each polished; keep the best.
  const starts = Array.from({ length: count }, (_, i) => i + 1)
    .sort((a, b) => m[a] - m[b])
    .slice(0, count <= 12 ? count : count <= 60 ? 3 : 1);
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  for (const s of starts) {
    const path = nearestNeighbour(s, count, m, n);
    for (let round = 0; round < 50; round++) {
      const a = twoOpt(path, m, n);
      const b = orOpt(path, m, n);
      if (!a && !b) break;
    }
    const c = pathCost(path, m, n);
    if (c < bestCost) {
      bestCost = c;
      best = path;
    }
  }
  return best;
}

/** Held–Karp for an open path from the depot; O(2^k · k²), fine up to ~12 stops. */
export function exactPath(count: number, m: Matrix, n: number): number[] {
  const full = 1 << count;
  const dp = new Float64Array(full * count).fill(Number.POSITIVE_INFINITY);
  const parent = new Int32Array(full * count).fill(-1);
  for (let j = 0; j < count; j++) dp[(1 << j) * count + j] = m[j + 1];
  for (let mask = 1; mask < full; mask++) {
    for (let j = 0; j < count; j++) {
      const cur = dp[mask * count + j];
      if (!(mask & (1 << j)) || cur === Number.POSITIVE_INFINITY) continue;
      for (let k = 0; k < count; k++) {
        if (mask & (1 << k)) continue;
        const next = mask | (1 << k);
        const c = cur + m[(j + 1) * n + (k + 1)];
        if (c < dp[next * count + k]) {
          dp[next * count + k] = c;
          parent[next * count + k] = j;
        }
      }
    }
  }
  let last = 0;
  for (let j = 1; j < count; j++) if (dp[(full - 1) * count + j] < dp[(full - 1) * count + last]) last = j;
  const path: number[] = [];
  for (let mask = full - 1, j = last; j >= 0; ) {
    path.push(j + 1);
    const p = parent[mask * count + j];
    mask &= ~(1 << j);
    j = p;
  }
  return path.reverse();
}

/** Orders stops: located ones by the solver, then those without coordinates in address order. */
export function solveRoute(stops: Stop[], opts: SolveOptions): SolveResult {
  const located = stops.filter((s) => s.lat !== null && s.lng !== null);
  const unlocated = stops.filter((s) => s.lat === null || s.lng === null);
  const n = located.length + 1;
  const m = costMatrix(located, opts);
  let path: number[] = [];
  if (located.length > 0) {
    path =
      located.length <= (opts.exactUpTo ?? 10) ? exactPath(located.length, m, n) : heuristicPath(located.length, m, n);
  }
  const tail = [...unlocated].sort((a, b) => a.address.localeCompare(b.address, undefined, { numeric: true }));
  return { order: path.map((i) => located[i - 1].id).concat(tail.map((s) => s.id)), costM: pathCost(path, m, n) };
}
