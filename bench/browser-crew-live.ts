import type { BrowserContext, Page } from '@playwright/test';
import { apiCookie, pinnedDashboardDay, shiftPageClock, throttleCpu } from './browser-lib';
import { type Figures, percentile, round } from './lib';
import type { SuiteContext } from './suite-context';

/**
 * Crew figures on an already-synced phone: what one Complete costs until it is committed (the task's
 * change and its outbox row, in IndexedDB), on a fast core and with the CPU throttled 4×, and how long
 * an office change takes to show on an open crew dashboard.
 */

export const TAPS = 200;

declare global {
  interface Window {
    /** Real time (ms since the epoch) when the changed card first showed the office's status. */
    __benchSeenAt?: number;
  }
}
const CARD = '[data-testid="task-card"]';

/**
 * The scheduled tasks of the busiest day in the working set with at least `scheduled` of them (~800 in the synthetic dataset), and how
 * many tasks that day holds.
 */
export function tasksOfBusiestDay(
  page: Page,
  scheduled: number,
  latest = '9999-12-31',
): Promise<{ date: string; ids: number[]; dayTasks: number }> {
  return page.evaluate(
    async ({ want, last }) => {
      const byDate = new Map<string, { id: number; status: string }[]>();
      for (const t of (await window.__binValetSync?.tasks()) ?? []) {
        // Crew may only close stops due by `last` (tomorrow): later ones the server refuses.
        if (t.scheduledDate > last) continue;
        byDate.set(t.scheduledDate, [...(byDate.get(t.scheduledDate) ?? []), t]);
      }
      const days = [...byDate].map(([date, tasks]) => ({
        date,
        ids: tasks.filter((t) => t.status === 'scheduled').map((t) => t.id),
        dayTasks: tasks.length,
      }));
      // Past days are done already: the busiest day with enough scheduled tasks for the taps.
      const open = days.filter((d) => d.ids.length >= want);
      if (open.length) return open.sort((a, b) => b.dayTasks - a.dayTasks)[0];
      // No one day has enough (a weekend): the due days' scheduled tasks together, busiest day first.
      const sorted = days.sort((a, b) => b.dayTasks - a.dayTasks);
      return sorted[0]
        ? { date: sorted[0].date, ids: sorted.flatMap((d) => d.ids), dayTasks: sorted[0].dayTasks }
        : { date: '', ids: [], dayTasks: 0 };
    },
    { want: scheduled, last: latest },
  );
}

/**
 * One Complete per task through the app's own write path (the same enqueue a tap runs), each timed
 * from the call until its transaction committed. As a crew member taps one stop after another, each
 * tap starts once the page is idle again (the screen has shown the previous one): back to back, a
 * tap would also time the re-render of the one before. Returns the milliseconds of each tap.
 */
export function timeTaps(page: Page, taskIds: number[]): Promise<number[]> {
  return page.evaluate(async (ids) => {
    const hook = window.__binValetSync;
    if (!hook) throw new Error('bench hook missing');
    const times: number[] = [];
    for (const taskId of ids) {
      await new Promise((done) => requestIdleCallback(done, { timeout: 1000 }));
      const t0 = performance.now();
      await hook.setTaskStatus({ taskId, status: 'completed', completedAt: new Date().toISOString() });
      times.push(performance.now() - t0);
    }
    return times;
  }, taskIds);
}

export const tapFigures = (prefix: string, times: number[]): Figures => ({
  [`${prefix}.p95Ms`]: round(percentile(times, 95), 1),
  [`${prefix}.p50Ms`]: round(percentile(times, 50), 1),
  [`${prefix}.taps`]: times.length,
});

/** Waits (in the page) until the outbox is empty; returns the page's wall clock then. */
export const outboxEmptied = (page: Page, timeoutMs: number): Promise<number> =>
  page.evaluate(async (ms) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 5))) {
      if ((await window.__binValetSync?.db.outbox.count()) === 0) return Date.now();
    }
    throw new Error(`the outbox did not empty in ${ms / 1000} s`);
  }, timeoutMs);

/** The same taps with Chromium's CPU throttled 4× (a cheap phone), offline so no push competes. */
export async function tapsOnSlowCpu(page: Page, context: BrowserContext, taskIds: number[]): Promise<Figures> {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await throttleCpu(page, 4);
  let times: number[];
  try {
    times = await timeTaps(page, taskIds);
  } finally {
    await throttleCpu(page, 1);
    await context.unroute('**/api/**');
    await context.setOffline(false);
  }
  await outboxEmptied(page, 60_000);
  return tapFigures('sync.tap.cpu4x', times);
}

/**
 * An office status change through the API while the crew dashboard is open in another tab of the
 * same phone (its SSE stream pokes the sync engine): from the request until the card shows the new
 * status. Both clocks are the machine's real one (the page's Date is shifted to the pinned weekday).
 */
export async function officeChangeToCrewScreen(context: BrowserContext, ctx: SuiteContext): Promise<Figures> {
  const page = await context.newPage();
  try {
    await shiftPageClock(page, pinnedDashboardDay(ctx.today).epochMs);
    await page.goto(`${ctx.base}/crew-dashboard`);
    await page.locator(CARD).first().waitFor({ timeout: 60_000 });
    // The SSE stream opens with the engine; let its first rounds settle.
    await page.waitForTimeout(1500);
    const taskId = await page.evaluate((sel) => {
      for (const card of document.querySelectorAll<HTMLElement>(sel)) {
        if (card.querySelector('[data-testid="task-status"]')?.textContent === 'Scheduled')
          return Number(card.dataset.taskId);
      }
      throw new Error('no scheduled card on the crew dashboard');
    }, CARD);
    // Notes the real time (performance is not shifted) when the card first reads Completed.
    await page.evaluate(
      ({ sel, id }) => {
        // No named inner functions: tsx would wrap them in a `__name` helper the page does not have.
        const status = `${sel}[data-task-id="${id}"] [data-testid="task-status"]`;
        const observer = new MutationObserver(() => {
          if (document.querySelector(status)?.textContent !== 'Completed') return;
          observer.disconnect();
          window.__benchSeenAt = performance.timeOrigin + performance.now();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { sel: CARD, id: taskId },
    );
    const manager = await apiCookie(ctx.base, 'manager1');
    // How far the page's real-time clock runs ahead of this process's: 0 but under faketime, where the
    // browser keeps the real clock.
    const before = performance.timeOrigin + performance.now();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const pageAhead = pageNow - (before + performance.timeOrigin + performance.now()) / 2;
    const sentAt = performance.timeOrigin + performance.now();
    const res = await fetch(`${ctx.base}/api/tasks/${taskId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: manager, origin: ctx.base },
      body: JSON.stringify({ status: 'completed' }),
    });
    if (!res.ok) throw new Error(`PATCH /api/tasks/${taskId}: ${res.status} ${await res.text()}`);
    const seen = await page.waitForFunction(() => window.__benchSeenAt, null, { timeout: 30_000, polling: 20 });
    const seenAt = ((await seen.jsonValue()) as number) - (Math.abs(pageAhead) > 1000 ? pageAhead : 0);
    return { 'sync.officeChangeToCrewScreen.ms': Math.round(seenAt - sentAt) };
  } finally {
    await page.close();
  }
}
