import type { Page } from '@playwright/test';
import type { LocalEmployee } from '../pwa/src/db/rows';
import { planCrews, stopsByCrew } from '../pwa/src/features/route-planner/logic/crew-plan';
import type { RouteStop } from '../pwa/src/features/route-planner/logic/planner-logic';
import { solveRoute } from '../pwa/src/features/route-planner/logic/solver/solver';
import {
  apiCookie,
  benchContext,
  launchChromium,
  pinnedDashboardDay,
  shiftPageClock,
  signInForm,
  withDeadline,
} from './browser-lib';
import { type Figures, percentile, round } from './lib';
import type { SuiteContext } from './suite-context';

/**
 * Dispatch figures: planning every crew's route of a 150-stop day (the office's "Optimize all crews",
 * the planner's own code: crews, their stops, one solve per crew), and an office plan saved until the
 * crew member's open dashboard shows the new order.
 */

const CREWS = 5;
const STOPS = 150;
const CREW_USER = 'crew10';
const CARD = '[data-testid="task-card"]';

function day(seed: number): { employees: LocalEmployee[]; stops: RouteStop[] } {
  let s = seed;
  const rand = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const employees = Array.from(
    { length: CREWS },
    (_, i) => ({ id: i + 1, username: `crew${i}`, name: `Crew ${i}`, role: 'crew', isActive: true }) as LocalEmployee,
  );
  const stops = Array.from({ length: STOPS }, (_, i) => ({
    taskId: i + 1,
    jobId: i + 1,
    customerId: i + 1,
    customerName: `Customer ${i}`,
    address: `${100 + Math.floor(rand() * 3000)} W Raye St`,
    phone: '',
    lat: 47.63 + rand() * 0.025,
    lng: -122.42 + rand() * 0.035,
    taskType: 'take_to_curb',
    status: rand() < 0.1 ? 'completed' : 'scheduled',
    scheduledDate: '2026-11-27',
    crew: [{ employeeId: 1 + (i % CREWS), name: '', role: 'crew' }],
    bins: '',
  }));
  return { employees, stops };
}

/** "Optimize all crews" on a 150-stop day: p95 over 20 days (after one warm-up), in ms. */
export function planAllCrews(): Figures {
  const times: number[] = [];
  for (let k = 0; k < 21; k++) {
    const { employees, stops } = day(7 + k);
    const t0 = performance.now();
    const crews = planCrews(employees);
    for (const route of stopsByCrew(stops, crews).values()) {
      const open = route.filter((r) => r.status === 'scheduled');
      solveRoute(
        open.map((r) => ({ id: String(r.taskId), address: r.address, lat: r.lat, lng: r.lng })),
        { depot: { lat: 47.6397, lng: -122.3995 } },
      );
    }
    if (k > 0) times.push(performance.now() - t0);
  }
  return { 'route.planAllCrews.ms': round(percentile(times, 95), 1) };
}

const cardIds = (page: Page) =>
  page.evaluate((sel) => [...document.querySelectorAll<HTMLElement>(sel)].map((c) => Number(c.dataset.taskId)), CARD);

/** The office saves a reversed order for the crew member's day; until the dashboard's first card is the new first stop. */
async function officePlanToCrewScreen(ctx: SuiteContext): Promise<Figures> {
  const browser = await launchChromium();
  try {
    return await withDeadline('dispatch suite', 4 * 60_000, async () => {
      const context = await benchContext(browser);
      const page = await context.newPage();
      const pinned = pinnedDashboardDay(ctx.today);
      await shiftPageClock(page, pinned.epochMs);
      await signInForm(page, ctx.base, CREW_USER);
      await page.locator(CARD).first().waitFor({ timeout: 120_000 });
      // The SSE stream opens with the engine; let its first rounds settle.
      await page.waitForTimeout(1500);
      const shown = await cardIds(page);
      if (shown.length < 2) throw new Error(`only ${shown.length} stops on ${CREW_USER}'s dashboard`);
      const manager = await apiCookie(ctx.base, 'manager1');
      const staff = (await (
        await fetch(`${ctx.base}/api/admin/employees`, { headers: { cookie: manager } })
      ).json()) as { id: number; username: string }[];
      const crewId = staff.find((e) => e.username === CREW_USER)?.id;
      const reversed = [...shown].reverse();
      await page.evaluate(
        ({ sel, first }) => {
          const observer = new MutationObserver(() => {
            if (Number(document.querySelector<HTMLElement>(sel)?.dataset.taskId) !== first) return;
            observer.disconnect();
            window.__benchSeenAt = performance.timeOrigin + performance.now();
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        },
        { sel: CARD, first: reversed[0] as number },
      );
      // How far the page's real-time clock runs ahead of this process's (not 0 only under faketime).
      const before = performance.timeOrigin + performance.now();
      const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
      const pageAhead = pageNow - (before + performance.timeOrigin + performance.now()) / 2;
      const sentAt = performance.timeOrigin + performance.now();
      const res = await fetch(`${ctx.base}/api/route-orders/${crewId}?date=${pinned.date}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: manager, origin: ctx.base },
        body: JSON.stringify({ taskIds: reversed }),
      });
      if (!res.ok) throw new Error(`PUT /api/route-orders/${crewId}: ${res.status} ${await res.text()}`);
      const seen = await page.waitForFunction(() => window.__benchSeenAt, null, { timeout: 30_000, polling: 20 });
      const seenAt = ((await seen.jsonValue()) as number) - (Math.abs(pageAhead) > 1000 ? pageAhead : 0);
      await context.close();
      return { 'sync.officePlanToCrewScreen.ms': Math.round(seenAt - sentAt) };
    });
  } finally {
    await browser.close().catch(() => undefined);
  }
}

export async function dispatchSuite(ctx: SuiteContext): Promise<Figures> {
  const figures: Figures = planAllCrews();
  try {
    Object.assign(figures, await officePlanToCrewScreen(ctx));
  } catch (err) {
    // Keep the planning figure; the run goes on with the other suites.
    console.error('[bench] dispatch suite:', err);
  }
  return figures;
}
