import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, withoutFaketime } from '../e2e/support/chromium';
// The page's bench hook (window.__binValetSync) is declared there, for every suite's page.evaluate.
import type {} from '../pwa/src/sync/bench-hook';
import { BENCH_PASSWORD } from '../sync-server/src/test-support';
import { benchDay } from './lib';

/**
 * Shared plumbing of the browser benchmarks (bench/browser-*.ts): Debian's Chromium launched the way
 * playwright.config.ts does (docs/architecture.md §10), a pinned dashboard day, the bench hook flag
 * (pwa/src/sync/bench-hook.ts) and a hard deadline so a suite never hangs `npm run bench`.
 */

// Under `faketime … npm run bench` the browser keeps the real clock (the page's Date is pinned anyway); the
// server and this process keep the moved one.
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000, env: withoutFaketime() });

/**
 * The crew dashboard opens on the business "today", whose task count swings from ~800 (Monday to
 * Thursday) to ~450 (Friday) to none (Saturday) in the synthetic dataset. So that two runs measure the
 * same screen whatever the date, the bench builds its data open from the latest Wednesday on or before
 * today outside a holiday week (bench/lib.ts), and the screen suites shift the page's clock (only
 * `Date`; `performance.now` and timers are untouched) to noon of it. A past day, not a future one: crew
 * may not complete a stop more than a day ahead, and the server's clock is the real one.
 */
export function pinnedDashboardDay(today: string): { date: string; epochMs: number } {
  const date = benchDay(today);
  // Noon, so the UTC-7/UTC-8 question cannot move the date.
  return { date, epochMs: Date.parse(`${date}T20:00:00Z`) };
}

/** This process's clock minus the browser's, in ms (not 0 only when this process runs under faketime). */
const offsets = new WeakMap<Browser, number>();
async function clockOffset(browser: Browser): Promise<number> {
  const known = offsets.get(browser);
  if (known !== undefined) return known;
  const context = await browser.newContext();
  const page = await context.newPage();
  const before = Date.now();
  const pageNow = await page.evaluate(() => Date.now());
  const offset = Math.round((before + Date.now()) / 2 - pageNow);
  await context.close();
  offsets.set(browser, offset);
  return offset;
}

/** Init script: from the next navigation on, the page's Date reads `epochMs` at document start and runs on. */
export const shiftPageClock = (context: BrowserContext | Page, epochMs: number) =>
  shiftPageClockBy(context, `${epochMs} - RealDate.now()`);

/** Init script: the page's Date runs `offsetExpr` ms (evaluated at document start) ahead of the browser's. */
async function shiftPageClockBy(context: BrowserContext | Page, offsetExpr: string) {
  // A string, not a function: tsx's keepNames would wrap the inner arrows in a `__name` helper the page
  // does not have. A Proxy keeps `instanceof Date`, Date.UTC/parse and `Date()` as a function working.
  await context.addInitScript(`(() => {
    const RealDate = Date;
    const offset = ${offsetExpr};
    const shiftedNow = () => RealDate.now() + offset;
    window.Date = new Proxy(RealDate, {
      construct: (real, args, newTarget) =>
        args.length === 0 ? new real(shiftedNow()) : Reflect.construct(real, args, newTarget),
      apply: () => new RealDate(shiftedNow()).toString(),
      get: (real, prop, receiver) => (prop === 'now' ? shiftedNow : Reflect.get(real, prop, receiver)),
    });
  })();`);
}

/** A phone-sized context with the bench hook switched on for every page it opens. */
export async function benchContext(browser: Browser, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    timezoneId: 'America/Los_Angeles',
    ...extra,
  });
  const offset = await clockOffset(browser);
  // Under faketime the browser keeps the real clock: its pages read this process's instead, so the
  // times the suites compare across the two (sync rounds, taps) are on one clock.
  if (Math.abs(offset) > 1000) await shiftPageClockBy(context, String(offset));
  await context.addInitScript(() => {
    try {
      localStorage.setItem('binValetBench', '1');
    } catch {
      // about:blank has no storage
    }
  });
  context.setDefaultTimeout(60_000);
  return context;
}

/** Signs in through the real login form; returns the wall-clock time of the click. */
export async function signInForm(page: Page, base: string, username: string): Promise<number> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(BENCH_PASSWORD);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  return clickedAt;
}

/**
 * Waits until a sync round that started after `since` finished with nothing left to pull
 * (engine phase idle, lastSyncedAt after `since`); returns lastSyncedAt (wall clock, ms).
 */
export async function syncedAfter(page: Page, since: number, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(
    (t) => {
      const s = window.__binValetSync?.status();
      return s && s.phase === 'idle' && s.lastSyncedAt !== null && s.lastSyncedAt > t ? s.lastSyncedAt : false;
    },
    since,
    { polling: 20, timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

/** Rows per local table, read through the hook. */
export const localCounts = (page: Page) =>
  page.evaluate(async () => {
    const hook = window.__binValetSync;
    if (!hook) throw new Error('bench hook missing: was the PWA built with VITE_BENCH=1 (bench/run.ts does)?');
    const { db } = hook;
    const tasks = await hook.tasks();
    return {
      customers: await db.customers.count(),
      // Kept in one record per collection date since database version 6.
      jobs: (await db.jobDays.toArray()).reduce((n, d) => n + d.jobs.length, 0),
      // Kept in one record per scheduled date since database version 8.
      tasks: tasks.length,
      // Kept inside their tasks since database version 3.
      taskAssignments: tasks.reduce((n, t) => n + (t.crew?.length ?? 0), 0),
      employees: await db.employees.count(),
      jobAssignments: await db.jobAssignments.count(),
      routeOrders: await db.routeOrders.count(),
      outbox: await db.outbox.count(),
    };
  });

/**
 * Chromium's CPU throttling (DevTools protocol `Emulation.setCPUThrottlingRate`): rate 4 stands for a
 * cheap Android phone on this machine. It stays on across reloads of the page; rate 1 turns it off.
 */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Rejects after `ms` so one stuck browser step cannot hang the whole bench run. */
export async function withDeadline<T>(what: string, ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: gave up after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Logs in through the API (no browser) and returns the session cookie, e.g. for office changes. */
export async function apiCookie(base: string, username: string, password = BENCH_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}
