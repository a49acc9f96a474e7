import { type Stop, solveRoute } from '../pwa/src/features/route-planner/logic/solver/solver';
import { type Figures, percentile, round } from './lib';
import type { SuiteContext } from './suite-context';

/** 150 stops solved in under 50 ms (p50 and p95 over 30 random instances; target in bench/targets.ts). */
export async function solverSuite(_ctx: SuiteContext): Promise<Figures> {
  let seed = 11;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const times: number[] = [];
  for (let k = 0; k < 31; k++) {
    const stops: Stop[] = Array.from({ length: 150 }, (_, i) => ({
      id: String(i),
      address: `${100 + Math.floor(rand() * 3000)} W Raye St`,
      lat: 47.63 + rand() * 0.025,
      lng: -122.42 + rand() * 0.035,
    }));
    const t0 = performance.now();
    solveRoute(stops, { depot: { lat: 47.6397, lng: -122.3995 } });
    if (k > 0) times.push(performance.now() - t0);
  }
  return {
    'solver.stops150.p50Ms': round(percentile(times, 50), 1),
    'solver.stops150.p95Ms': round(percentile(times, 95), 1),
  };
}
