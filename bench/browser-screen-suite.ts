import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BENCH_PASSWORD } from '../sync-server/src/test-support';
import {
  benchContext,
  launchChromium,
  localCounts,
  pinnedDashboardDay,
  shiftPageClock,
  signInForm,
  syncedAfter,
  throttleCpu,
  withDeadline,
} from './browser-lib';
import { type Figures, percentile, round } from './lib';
import type { SuiteContext } from './suite-context';

/**
 * Screen figures: the crew dashboard started offline from the service worker and the local
 * database (on a fast core and with the CPU throttled 4×), against the same screen in a fresh browser over a throttled 3G link, and the gzip size of
 * the JavaScript loaded before the first task card.
 */

const CREW_USER = 'crew8';
/** A card the app rendered, which the crew can use (a new phone's page first shows the server's read-only copy). */
const CARD = '#root [data-testid="task-card"]';
/** A card of the server's copy of a new phone's first screen (docs/decisions/0058-crew-first-screen-from-the-server.md). */
const COPY_CARD = '#prerendered [data-testid="task-card"]';
/** A slow 3G link: 400 kbps each way, 400 ms latency. */
const THROTTLED_3G = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const OFFLINE_RUNS = 3;

declare global {
  interface Window {
    /** performance.now() (ms since navigation start) when the first task card entered the DOM. */
    __benchFirstCardDom?: number;
    /** …and at the next animation frame, i.e. when it is painted. */
    __benchFirstCard?: number;
    /** Main-thread long tasks (script evaluation, rendering) before the first card, in ms. */
    __benchLongTasksMs?: number;
    /** performance.now() at the first animation frame after a card of the server's copy entered the DOM. */
    __benchFirstCopyCard?: number;
  }
}

/** Installed before any page script: notes when the first task card appears. */
async function watchFirstCard(context: BrowserContext) {
  await context.addInitScript(
    ([selector, copySelector]) => {
      const copy = new MutationObserver(() => {
        if (!document.querySelector(copySelector)) return;
        copy.disconnect();
        requestAnimationFrame(() => {
          window.__benchFirstCopyCard = performance.now();
        });
      });
      copy.observe(document, { childList: true, subtree: true });
      const observer = new MutationObserver(() => {
        if (window.__benchFirstCardDom !== undefined || !document.querySelector(selector)) return;
        window.__benchFirstCardDom = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          window.__benchFirstCard = performance.now();
        });
      });
      observer.observe(document, { childList: true, subtree: true });
      window.__benchLongTasksMs = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (window.__benchFirstCardDom === undefined || e.startTime < window.__benchFirstCardDom)
            window.__benchLongTasksMs = (window.__benchLongTasksMs ?? 0) + e.duration;
        }
      }).observe({ type: 'longtask', buffered: true });
    },
    [CARD, COPY_CARD] as const,
  );
}

const firstCardMs = async (page: Page, timeoutMs: number) => {
  await page.waitForFunction(() => window.__benchFirstCard !== undefined, null, { timeout: timeoutMs, polling: 50 });
  return page.evaluate(() => ({
    painted: window.__benchFirstCard ?? 0,
    dom: window.__benchFirstCardDom ?? 0,
    longTasks: window.__benchLongTasksMs ?? 0,
  }));
};

/** The app must be controlled by its service worker before the network is cut (e2e/support/sync-helpers.ts). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/**
 * Gzip size of the built JS files the page had fully loaded before its first card (`before`: ms since
 * navigation), and when the last of them arrived.
 */
async function jsBeforeFirstCard(page: Page, distDir: string, before: number, log: boolean) {
  const entries = await page.evaluate(
    (t) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.responseEnd <= t && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, end: e.responseEnd })),
    before,
  );
  const sizes = new Map<string, number>();
  for (const { path } of entries) {
    const file = join(distDir, path);
    if (existsSync(file)) sizes.set(path, gzipSync(readFileSync(file)).length);
  }
  const bytes = [...sizes.values()].reduce((n, b) => n + b, 0);
  // Where the bytes go, biggest first (stdout only).
  const top = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 6);
  if (log)
    console.log(
      `[bench] JS before the first card: ${top.map(([p, b]) => `${p.replace('/assets/', '')} ${round(b / 1024, 1)} KB`).join(', ')}, …`,
    );
  return {
    files: sizes.size,
    kbGzip: round(bytes / 1024, 1),
    loadedMs: Math.round(Math.max(0, ...entries.map((e) => e.end))),
  };
}

/** Signed in, fully synced, controlled by the service worker; then reloaded with the network cut. */
async function offlineStart(browser: Browser, ctx: SuiteContext): Promise<Figures> {
  const context = await benchContext(browser);
  try {
    await watchFirstCard(context);
    const page = await context.newPage();
    const clickedAt = await signInForm(page, ctx.base, CREW_USER);
    await syncedAfter(page, clickedAt, 180_000);
    await page.goto(`${ctx.base}/crew-dashboard`);
    await controlledByServiceWorker(page);
    // The real today may have no tasks (the synthetic routes skip Saturdays): wait for the day header.
    await page
      .getByText(/sorted by address/)
      .first()
      .waitFor();

    // From the next load on, the dashboard opens on the pinned weekday (see pinnedDashboardDay).
    const pinned = pinnedDashboardDay(ctx.today);
    await shiftPageClock(context, pinned.epochMs);
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    const runs: number[] = [];
    const jsLoaded: number[] = [];
    const longTasks: number[] = [];
    let js = { files: 0, kbGzip: 0, loadedMs: 0 };
    for (let i = 0; i < OFFLINE_RUNS; i++) {
      await page.reload({ waitUntil: 'commit' });
      const t = await firstCardMs(page, 30_000);
      runs.push(t.painted);
      longTasks.push(t.longTasks);
      js = await jsBeforeFirstCard(page, ctx.distDir, t.dom, i === 0);
      jsLoaded.push(js.loadedMs);
    }
    // A cheap phone: the same cold start with Chromium's CPU throttled 4×.
    const slowRuns: number[] = [];
    await throttleCpu(page, 4);
    for (let i = 0; i < OFFLINE_RUNS; i++) {
      await page.reload({ waitUntil: 'commit' });
      slowRuns.push((await firstCardMs(page, 60_000)).painted);
    }
    await throttleCpu(page, 1);
    // On a phone the date control is folded behind "More" (and not rendered until opened).
    await page.getByRole('button', { name: 'More' }).click();
    const shown = await page.getByLabel('Date').inputValue();
    if (shown !== pinned.date) console.error(`[bench] the dashboard showed ${shown}, not the pinned ${pinned.date}`);
    // The rest of the day's cards follow the first screenful after it has been painted.
    await page
      .waitForFunction((sel) => document.querySelectorAll(sel).length > 24, CARD, { timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForTimeout(1000);
    const cards = await page.locator(CARD).count();
    const counts = await localCounts(page);
    return {
      'screen.crewDashboardOffline.firstCardMs': Math.round(percentile(runs, 50)),
      'screen.crewDashboardOffline.firstCardWorstMs': Math.round(Math.max(...runs)),
      // Where the time goes: the last script in (from the service worker's cache), and the main
      // thread's long tasks (evaluating the scripts, rendering the cards) before the first card.
      'screen.crewDashboardOffline.jsLoadedMs': Math.round(percentile(jsLoaded, 50)),
      'screen.crewDashboardOffline.longTasksMs': Math.round(percentile(longTasks, 50)),
      'screen.crewDashboardOffline.cardsShown': cards,
      'screen.crewDashboardOffline.cpu4x.firstCardMs': Math.round(percentile(slowRuns, 50)),
      'screen.crewDashboardOffline.cpu4x.firstCardWorstMs': Math.round(Math.max(...slowRuns)),
      'screen.crewDashboardOffline.localTasks': counts.tasks,
      'screen.crewDashboard.jsBeforeFirstCardKbGzip': js.kbGzip,
      'screen.crewDashboard.jsBeforeFirstCardFiles': js.files,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** A fresh browser (no service worker, empty IndexedDB, empty cache), signed in, over throttled 3G. */
async function throttledStart(browser: Browser, ctx: SuiteContext): Promise<Figures> {
  const context = await benchContext(browser, { serviceWorkers: 'block' });
  try {
    await watchFirstCard(context);
    await shiftPageClock(context, pinnedDashboardDay(ctx.today).epochMs);
    // The session cookie comes from an API login in the same context (not throttled: only the page is).
    const login = await context.request.post(`${ctx.base}/api/auth/login`, {
      data: { username: CREW_USER, password: BENCH_PASSWORD },
      headers: { origin: ctx.base },
    });
    if (!login.ok()) throw new Error(`login ${CREW_USER}: ${login.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLED_3G);
    await page.goto(`${ctx.base}/crew-dashboard`, { waitUntil: 'commit', timeout: 60_000 });
    const t = await firstCardMs(page, 240_000);
    const copy = await page.evaluate(() => window.__benchFirstCopyCard ?? 0);
    return {
      'screen.crewDashboard3G.firstCardMs': Math.round(t.painted),
      // What the crew reads before the app's own cards: the server's copy of them, from the HTML.
      'screen.crewDashboard3G.firstCopyCardMs': Math.round(copy),
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

export async function browserScreenSuite(ctx: SuiteContext): Promise<Figures> {
  const browser = await launchChromium();
  const figures: Figures = {};
  try {
    await withDeadline('browser screen suite', 8 * 60_000, async () => {
      Object.assign(figures, await offlineStart(browser, ctx));
      Object.assign(figures, await throttledStart(browser, ctx));
      const offline = figures['screen.crewDashboardOffline.firstCardMs'];
      const slow = figures['screen.crewDashboard3G.firstCardMs'];
      if (offline > 0 && slow > 0) figures['screen.crewDashboard.speedupRatio'] = round(slow / offline, 1);
    });
  } catch (err) {
    // Keep the figures measured before the failure; the run goes on with the other suites.
    console.error('[bench] browser screen suite:', err);
  } finally {
    await browser.close().catch(() => undefined);
  }
  return figures;
}
