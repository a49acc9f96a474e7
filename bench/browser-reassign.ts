import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../sync-server/src/db/connection';
import { apiCookie, pinnedDashboardDay, shiftPageClock } from './browser-lib';
import type { Figures } from './lib';
import type { SuiteContext } from './suite-context';

const CARD = '[data-testid="task-card"]';

/** Another crew member's scheduled stop of `date`, and `username`'s employee id, from the bench database. */
function someoneElsesStop(ctx: SuiteContext, date: string, username: string) {
  const sqlite = new Database(join(ctx.dataDir, DB_FILE_NAME), { readonly: true });
  try {
    const me = sqlite.prepare('SELECT id FROM employees WHERE username = ?').get(username) as { id: number };
    const stop = sqlite
      .prepare(
        `SELECT ta.id AS assignmentId, ta.task_id AS taskId FROM task_assignments ta
           JOIN tasks t ON t.id = ta.task_id
           WHERE t.scheduled_date = ? AND t.status = 'scheduled' AND ta.status = 'assigned' AND ta.employee_id <> ?
           LIMIT 1`,
      )
      .get(date, me.id) as { assignmentId: number; taskId: number } | undefined;
    if (!stop) throw new Error(`no stop of another crew member on ${date}`);
    return { employeeId: me.id, ...stop };
  } finally {
    sqlite.close();
  }
}

/**
 * The office reassigns another crew member's stop to the signed-in crew member (two API calls, as the
 * office screen makes them: the old assignment goes, the new one comes) while their dashboard is open:
 * from the first request until the stop's card shows on their phone. The phone never held the stop,
 * so its pull brings the task with its job and customer (docs/decisions/0043-crew-working-set.md).
 */
export async function reassignToPhone(context: BrowserContext, ctx: SuiteContext, username: string): Promise<Figures> {
  const page = await context.newPage();
  try {
    const day = pinnedDashboardDay(ctx.today);
    await shiftPageClock(page, day.epochMs);
    await page.goto(`${ctx.base}/crew-dashboard`);
    await page.locator(CARD).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    const stop = someoneElsesStop(ctx, day.date, username);
    if (await page.locator(`${CARD}[data-task-id="${stop.taskId}"]`).count())
      throw new Error('the phone shows the stop before it was reassigned');
    await page.evaluate(
      ({ sel }) => {
        // No named inner functions: tsx would wrap them in a `__name` helper the page does not have.
        const observer = new MutationObserver(() => {
          if (!document.querySelector(sel)) return;
          observer.disconnect();
          window.__benchSeenAt = performance.timeOrigin + performance.now();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      },
      { sel: `${CARD}[data-task-id="${stop.taskId}"]` },
    );
    const manager = await apiCookie(ctx.base, 'manager1');
    const headers = { 'content-type': 'application/json', cookie: manager, origin: ctx.base };
    const sentAt = performance.timeOrigin + performance.now();
    const gone = await fetch(`${ctx.base}/api/tasks/assignments/${stop.assignmentId}`, { method: 'DELETE', headers });
    if (!gone.ok) throw new Error(`DELETE assignment: ${gone.status} ${await gone.text()}`);
    const added = await fetch(`${ctx.base}/api/tasks/assignments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ taskId: stop.taskId, employeeId: stop.employeeId }),
    });
    if (!added.ok) throw new Error(`POST assignment: ${added.status} ${await added.text()}`);
    const seen = await page.waitForFunction(() => window.__benchSeenAt, null, { timeout: 30_000, polling: 20 });
    return { 'sync.reassignToPhone.ms': Math.round(((await seen.jsonValue()) as number) - sentAt) };
  } finally {
    await page.close();
  }
}
