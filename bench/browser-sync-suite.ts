import { join } from 'node:path';
import { addDays } from '@bin-valet/schema';
import type { BrowserContext, Page, Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../sync-server/src/db/connection';
import {
  officeChangeToCrewScreen,
  outboxEmptied,
  TAPS,
  tapFigures,
  tapsOnSlowCpu,
  tasksOfBusiestDay,
  timeTaps,
} from './browser-crew-live';
import {
  apiCookie,
  benchContext,
  launchChromium,
  localCounts,
  signInForm,
  syncedAfter,
  withDeadline,
} from './browser-lib';
import { reassignToPhone } from './browser-reassign';
import { type Figures, round } from './lib';
import type { SuiteContext } from './suite-context';

/**
 * Sync figures in real Chromium against the bench server and its 2,000-customer dataset:
 * a crew member's first pull after sign-in (their working set), an incremental pull after one office
 * change, an office change shown on an open crew dashboard, a stop reassigned to them arriving there,
 * and 200 offline completions (each timed) flushed when the network comes back, then 200 more with
 * the CPU throttled 4×. A crew phone holds about 35 stops of its own a day, so before the 400 taps
 * the office takes today's and tomorrow's stops from their crews: stops nobody holds are on every
 * crew phone (docs/decisions/0043-crew-working-set.md), and the dashboard still shows the crew
 * member's own.
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
    // Every row the phone stores: what a cheap phone's storage and IndexedDB pay for.
    'sync.firstPull2000.rows':
      counts.customers +
      counts.jobs +
      counts.tasks +
      counts.taskAssignments +
      counts.employees +
      counts.jobAssignments +
      counts.routeOrders,
    // Bytes on the wire (compressed bodies), what one bar at the curb has to carry.
    'sync.firstPull2000.kb': round(mine.reduce((n, p) => n + p.bodyBytes, 0) / 1024, 1),
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

/**
 * 200 completions on one ~800-task day queued with the network cut (each timed: sync.tap), then
 * flushed when it returns.
 */
async function flush200(page: Page, context: BrowserContext, ids: number[], ctx: SuiteContext): Promise<Figures> {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  const taps = await timeTaps(page, ids);
  const queueMs = taps.reduce((n, t) => n + t, 0);
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
  const flushedAt = await outboxEmptied(page, 60_000);

  const sqlite = new Database(join(ctx.dataDir, DB_FILE_NAME), { readonly: true });
  const applied = (
    sqlite
      .prepare(`SELECT count(*) AS n FROM tasks WHERE status = 'completed' AND id IN (${ids.map(() => '?').join(',')})`)
      .get(...ids) as { n: number }
  ).n;
  sqlite.close();
  return {
    ...tapFigures('sync.tap', taps),
    'sync.flush200.queued': queued,
    'sync.flush200.queueLocallyMs': Math.round(queueMs),
    'sync.flush200.ms': flushedAt - restoredAt,
    'sync.flush200.requests': pushes,
    'sync.flush200.appliedOnServer': applied,
  };
}

/**
 * Unassigns the scheduled stops of today and tomorrow straight in the bench database (a setup step,
 * not a measured one), then reloads the phone so it pulls them, until it holds them.
 */
async function unholdSoonStops(page: Page, ctx: SuiteContext): Promise<void> {
  const sqlite = new Database(join(ctx.dataDir, DB_FILE_NAME));
  const want = (
    sqlite
      .prepare(`SELECT count(*) AS n FROM tasks WHERE scheduled_date BETWEEN ? AND ? AND status = 'scheduled'`)
      .get(ctx.today, addDays(ctx.today, 1)) as { n: number }
  ).n;
  sqlite
    .prepare(
      `DELETE FROM task_assignments WHERE task_id IN
         (SELECT id FROM tasks WHERE scheduled_date BETWEEN ? AND ? AND status = 'scheduled')`,
    )
    .run(ctx.today, addDays(ctx.today, 1));
  sqlite.close();
  await page.reload();
  // Polled inside the page (waitForFunction does not await promises).
  await page.evaluate(
    async ({ n, from, to }) => {
      for (const end = Date.now() + 120_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
        const tasks = (await window.__binValetSync?.tasks()) ?? [];
        const held = tasks.filter((t) => t.scheduledDate >= from && t.scheduledDate <= to && t.status === 'scheduled');
        if (held.length >= n) return;
      }
      throw new Error('the phone never held the unassigned stops');
    },
    { n: want, from: ctx.today, to: addDays(ctx.today, 1) },
  );
  await syncedAfter(page, 0, 60_000);
}

export async function browserSyncSuite(ctx: SuiteContext): Promise<Figures> {
  const browser = await launchChromium();
  const figures: Figures = {};
  try {
    await withDeadline('browser sync suite', 8 * 60_000, async () => {
      const context = await benchContext(browser);
      const page = await context.newPage();
      const pulls = recordPulls(page);
      Object.assign(figures, await firstPull(page, ctx.base, pulls));
      Object.assign(figures, await incrementalPull(page, ctx.base, pulls));
      Object.assign(figures, await officeChangeToCrewScreen(context, ctx));
      Object.assign(figures, await reassignToPhone(context, ctx, CREW_USER));
      await unholdSoonStops(page, ctx);
      const day = await tasksOfBusiestDay(page, 2 * TAPS, addDays(ctx.today, 1));
      figures['sync.tap.dayTasks'] = day.dayTasks;
      if (day.ids.length < 2 * TAPS) throw new Error(`only ${day.ids.length} scheduled tasks on ${day.date}`);
      Object.assign(figures, await flush200(page, context, day.ids.slice(0, TAPS), ctx));
      Object.assign(figures, await tapsOnSlowCpu(page, context, day.ids.slice(TAPS, 2 * TAPS)));
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
