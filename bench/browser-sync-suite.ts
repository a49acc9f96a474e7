import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../sync-server/src/db/connection';
import {
  apiCookie,
  benchContext,
  launchChromium,
  localCounts,
  signInForm,
  syncedAfter,
  withDeadline,
} from './browser-lib';
import { type Figures, round } from './lib';
import type { SuiteContext } from './suite-context';

/**
 * Sync figures in real Chromium against the bench server and its 2,000-customer dataset:
 * the first pull after sign-in, an incremental pull after one office change, and 200 offline
 * completions flushed when the network comes back.
 */

const CREW_USER = 'crew7';
const isPull = (r: Request) => r.url().includes('/api/sync/pull');
const isPush = (r: Request) => r.url().includes('/api/sync/push') && r.method() === 'POST';

interface FinishedPull {
  request: Request;
  startedAt: number;
  bodyBytes: number;
  roundTripMs: number;
}

/** Records every finished pull with its response size and round trip (request start → last byte). */
function recordPulls(page: Page): FinishedPull[] {
  const pulls: FinishedPull[] = [];
  const started = new Map<Request, number>();
  page.on('request', (r) => {
    if (isPull(r)) started.set(r, Date.now());
  });
  page.on('requestfinished', async (r) => {
    if (!isPull(r)) return;
    const sizes = await r.sizes().catch(() => null);
    pulls.push({
      request: r,
      startedAt: started.get(r) ?? Date.now(),
      bodyBytes: sizes?.responseBodySize ?? 0,
      roundTripMs: r.timing().responseEnd,
    });
  });
  return pulls;
}

async function firstPull(page: Page, base: string, pulls: FinishedPull[]): Promise<Figures> {
  const clickedAt = await signInForm(page, base, CREW_USER);
  const doneAt = await syncedAfter(page, clickedAt, 180_000);
  const counts = await localCounts(page);
  const mine = pulls.filter((p) => p.startedAt >= clickedAt);
  return {
    'sync.firstPull2000.ms': doneAt - clickedAt,
    'sync.firstPull2000.customers': counts.customers,
    'sync.firstPull2000.jobs': counts.jobs,
    'sync.firstPull2000.tasks': counts.tasks,
    'sync.firstPull2000.taskAssignments': counts.taskAssignments,
    'sync.firstPull2000.requests': mine.length,
    'sync.firstPull2000.responseMb': round(mine.reduce((n, p) => n + p.bodyBytes, 0) / 1024 / 1024),
    // Pulls run one after another: this is the time spent waiting on the server and the wire; the
    // rest of sync.firstPull2000.ms is the page writing pages into IndexedDB (and sign-in itself).
    'sync.firstPull2000.pullRoundTripsMs': Math.round(mine.reduce((n, p) => n + p.roundTripMs, 0)),
  };
}

/** One office change through the API; the page hears of it by SSE and pulls just that row. */
async function incrementalPull(page: Page, base: string, pulls: FinishedPull[]): Promise<Figures> {
  // Let the rounds kicked by the SSE stream opening settle first.
  await page.waitForTimeout(1500);
  await syncedAfter(page, 0, 30_000);
  const taskId = await page.evaluate(async () => {
    const task = (await window.__binValetSync?.tasks())?.find((t) => t.status === 'scheduled');
    if (!task) throw new Error('no scheduled task in the local database');
    return task.id;
  });
  const marker = `Gate code changed (bench ${Date.now()})`;
  const manager = await apiCookie(base, 'manager1');
  const sentAt = Date.now();
  const res = await fetch(`${base}/api/tasks/${taskId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: manager, origin: base },
    body: JSON.stringify({ notes: marker }),
  });
  if (!res.ok) throw new Error(`PATCH /api/tasks/${taskId}: ${res.status} ${await res.text()}`);
  // Polled inside the page (waitForFunction does not await promises); returns the page's clock.
  const localAt = await page.evaluate(
    async ({ id, text }) => {
      for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 5))) {
        if ((await window.__binValetSync?.task(id))?.notes === text) return Date.now();
      }
      throw new Error('the office change never reached the local database');
    },
    { id: taskId, text: marker },
  );
  // The pull that brought the change (its SSE poke may beat the PATCH reply): the first one sent
  // after the PATCH whose response carries the new notes. Its record lands a moment after it ends.
  await page.waitForTimeout(200);
  let carrying: FinishedPull | undefined;
  for (const p of pulls.filter((x) => x.startedAt >= sentAt)) {
    const body = await p.request
      .response()
      .then((r) => r?.text())
      .catch(() => '');
    if (body?.includes(marker)) {
      carrying = p;
      break;
    }
  }
  if (!carrying) throw new Error('no pull response carried the office change');
  return {
    'sync.incrementalPull.ms': round(carrying.roundTripMs, 1),
    'sync.incrementalPull.bytes': carrying.bodyBytes,
    'sync.incrementalPull.changeToLocalMs': localAt - sentAt,
  };
}

/** 200 completions queued with the network cut, then flushed when it returns. */
async function flush200(page: Page, context: BrowserContext, ctx: SuiteContext): Promise<Figures> {
  const ids = await page.evaluate(async () => {
    const tasks = (await window.__binValetSync?.tasks()) ?? [];
    return tasks
      .filter((t) => t.status === 'scheduled')
      .slice(0, 200)
      .map((t) => t.id);
  });
  if (ids.length < 200) throw new Error(`only ${ids.length} scheduled tasks in the local database`);

  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  const queueMs = await page.evaluate(async (taskIds) => {
    const hook = window.__binValetSync;
    if (!hook) throw new Error('bench hook missing');
    const t0 = performance.now();
    for (const taskId of taskIds) {
      await hook.setTaskStatus({ taskId, status: 'completed', completedAt: new Date().toISOString() });
    }
    return performance.now() - t0;
  }, ids);
  // Wait for the engine to give up on the network (no request left in flight).
  await page.waitForFunction(() => window.__binValetSync?.status().phase === 'offline', null, { timeout: 30_000 });
  const queued = (await localCounts(page)).outbox;

  let pushes = 0;
  page.on('request', (r) => {
    if (isPush(r)) pushes++;
  });
  await context.unroute('**/api/**');
  const restoredAt = Date.now();
  await context.setOffline(false); // fires `online`, which kicks the engine
  const flushedAt = await page.evaluate(async () => {
    for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 5))) {
      if ((await window.__binValetSync?.db.outbox.count()) === 0) return Date.now();
    }
    throw new Error('the outbox did not empty in 60 s');
  });

  const sqlite = new Database(join(ctx.dataDir, DB_FILE_NAME), { readonly: true });
  const applied = (
    sqlite
      .prepare(`SELECT count(*) AS n FROM tasks WHERE status = 'completed' AND id IN (${ids.map(() => '?').join(',')})`)
      .get(...ids) as { n: number }
  ).n;
  sqlite.close();
  return {
    'sync.flush200.queued': queued,
    'sync.flush200.queueLocallyMs': Math.round(queueMs),
    'sync.flush200.ms': flushedAt - restoredAt,
    'sync.flush200.requests': pushes,
    'sync.flush200.appliedOnServer': applied,
  };
}

export async function browserSyncSuite(ctx: SuiteContext): Promise<Figures> {
  const browser = await launchChromium();
  const figures: Figures = {};
  try {
    await withDeadline('browser sync suite', 6 * 60_000, async () => {
      const context = await benchContext(browser);
      const page = await context.newPage();
      const pulls = recordPulls(page);
      Object.assign(figures, await firstPull(page, ctx.base, pulls));
      Object.assign(figures, await incrementalPull(page, ctx.base, pulls));
      Object.assign(figures, await flush200(page, context, ctx));
      await context.close();
    });
  } catch (err) {
    // Keep the figures measured before the failure; the run goes on with the other suites.
    console.error('[bench] browser sync suite:', err);
  } finally {
    await browser.close().catch(() => undefined);
  }
  return figures;
}
