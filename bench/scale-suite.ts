import { PULL_LIMIT_MAX, type PullResponse } from '@bin-valet/schema';
import { apiCookie } from './browser-lib';
import { type Figures, round } from './lib';

/**
 * `BENCH_SCALE=n npm run bench` (opt-in): the dataset n times larger (20,000 customers at n = 10, the
 * same year of weekly jobs) and only the server's figures, written to bench/results/scale<n>.json so a
 * scaled run never replaces latest.json. This suite adds what grows with the data: a crew member's first
 * pull as the server serves it (every page, back to back, over loopback without a browser).
 */

export const benchScale = (): number => {
  const raw = process.env.BENCH_SCALE ?? '1';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 50) throw new Error(`BENCH_SCALE must be a whole number 1-50, not ${raw}`);
  return n;
};

export async function firstPullServer(base: string, crewUser = 'crew7'): Promise<Figures> {
  const cookie = await apiCookie(base, crewUser);
  let cursor = '';
  let pages = 0;
  let bytes = 0;
  let rows = 0;
  let slowestPageMs = 0;
  const t0 = performance.now();
  for (;;) {
    const p0 = performance.now();
    const res = await fetch(`${base}/api/sync/pull?cursor=${encodeURIComponent(cursor)}&limit=${PULL_LIMIT_MAX}`, {
      headers: { cookie, 'accept-encoding': 'br' },
    });
    if (!res.ok) throw new Error(`pull as ${crewUser}: ${res.status} ${await res.text()}`);
    const text = await res.text();
    slowestPageMs = Math.max(slowestPageMs, performance.now() - p0);
    const page = JSON.parse(text) as PullResponse;
    pages++;
    bytes += text.length;
    rows += Object.values(page.rows).reduce((n, r) => n + (r?.length ?? 0), 0);
    if (!page.hasMore) break;
    cursor = page.cursor;
  }
  return {
    'server.firstPull.ms': Math.round(performance.now() - t0),
    'server.firstPull.pages': pages,
    'server.firstPull.rows': rows,
    'server.firstPull.jsonMb': round(bytes / 1024 / 1024),
    'server.firstPull.slowestPageMs': Math.round(slowestPageMs),
  };
}
