import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addDays, holidayShiftFor, weekdayOf } from '@bin-valet/schema';
import autocannon from 'autocannon';

export type Figures = Record<string, number>;

/**
 * The V8 flag `npm start` runs the server with (package.json): small semi-spaces keep RSS down
 * (docs/decisions/0017-server-memory.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
/**
 * The environment `npm start` gives the server besides (package.json): two glibc malloc arenas, not eight
 * per core, so the image threads' freed memory is reused (docs/decisions/0063-two-malloc-arenas.md).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export interface LoadResult {
  p99Ms: number;
  p50Ms: number;
  rps: number;
  non2xx: number;
  errors: number;
}

/** bench/autocannon-client.cjs: stops autocannon turning each response body into a string. */
const LEAN_CLIENT = fileURLToPath(new URL('./autocannon-client.cjs', import.meta.url));

/**
 * The load runs on two worker threads (still a separate process from the server): on one thread
 * autocannon measured itself. `stockClient` keeps autocannon's own body handling, which converts every
 * body to a string (~1.5 ms of CPU per 126 KB Brotli answer); the bench reports that figure too, so
 * the difference stays visible.
 */
export async function load(opts: autocannon.Options, { stockClient = false } = {}): Promise<LoadResult> {
  const result = await autocannon({
    connections: 16,
    duration: 5,
    workers: 2,
    ...opts,
    // @types/autocannon only knows the function form; in workers mode autocannon takes a module path.
    ...(stockClient ? {} : { setupClient: LEAN_CLIENT as unknown as autocannon.Options['setupClient'] }),
  });
  return {
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    rps: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The day the bench's synthetic data is open from (earlier days completed or missed, this one and later
 * scheduled), and the crew screen shows: the latest Wednesday on or before today whose week the city's
 * calendar does not move, so a Thursday (or Thanksgiving) run measures the same full weekday as a Monday's.
 */
export function benchDay(today: string): string {
  let day = today;
  while (weekdayOf(day) !== 'wednesday') day = addDays(day, -1);
  while (holidayShiftFor(day)) day = addDays(day, -7);
  return day;
}
