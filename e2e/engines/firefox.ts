import { DEFAULT_BUSINESS_TZ, todayIn } from '@bin-valet/schema';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { DEMO } from '../support/accounts';
import { employeeId, stopFor } from '../support/crew-stops';
import { loginApi } from '../support/pages';
import { startDemo } from './demo-server';

/**
 * Stock Firefox (Debian's firefox-esr over WebDriver BiDi): the signup and tracking pages render without
 * a page error, and the crew's offline flow works end to end: sign in, stop cards, the service worker in
 * control, the server killed by its pid, completions saved on the phone, a reload served by the service
 * worker, the server started again, and the completions on the server with the time of the tap.
 */
const demo = await startDemo(Number(process.env.ENGINES_PORT ?? 4189));
const browser = await puppeteer.launch({
  browser: 'firefox',
  executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  headless: true,
});
const failures: string[] = [];
const log = (msg: string) => console.log(`[firefox] ${msg}`);

function watchErrors(page: Page, label: string) {
  page.on('pageerror', (err) => {
    log(`page error on ${label}: ${String(err)}`);
    failures.push(`${label}: ${String(err)}`);
  });
}

async function visit(page: Page, path: string, ready: string) {
  await page.goto(`${demo.base}${path}`);
  await page.waitForSelector(ready, { timeout: 60_000 }).catch((err) => {
    throw new Error(`${path}: no ${ready} (${err})`);
  });
  log(`${path}: rendered`);
}

/**
 * Polls `check` in the page until it holds. Puppeteer's own waitForFunction evaluates a string in the
 * page, which the product's Content-Security-Policy (no 'unsafe-eval') rightly refuses.
 */
async function until(
  page: Page,
  what: string,
  check: (...args: string[]) => boolean,
  args: string[],
  timeout = 30_000,
) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await page.evaluate(check, ...args).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not after ${timeout / 1000} s`);
}

const waitForText = (page: Page, text: string, timeout = 60_000) =>
  until(page, `"${text}" on the page`, (t: string) => (document.body.textContent ?? '').includes(t), [text], timeout);

const card = (id: number) => `[data-testid="task-card"][data-task-id="${id}"]`;

async function completeButton(page: Page, id: number): Promise<ElementHandle<HTMLButtonElement>> {
  const handle = await page.evaluateHandle(
    (sel) =>
      [...(document.querySelector(sel)?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent?.trim() === 'Complete',
      ) ?? null,
    card(id),
  );
  const button = handle.asElement() as ElementHandle<HTMLButtonElement> | null;
  if (!button) throw new Error(`task ${id}: no Complete button`);
  return button;
}

const statusOf = (page: Page, id: number) =>
  page.$eval(`${card(id)} [data-testid="task-status"]`, (el) => el.textContent?.trim() ?? '');

async function waitForStatus(page: Page, id: number, status: string) {
  await until(
    page,
    `task ${id} ${status}`,
    (sel: string, s: string) => document.querySelector(`${sel} [data-testid="task-status"]`)?.textContent?.trim() === s,
    [card(id), status],
  );
}

async function crewOfflineFlow(page: Page, ids: number[]) {
  await visit(page, '/login', 'input[name="username"]');
  await page.type('input[name="username"]', 'casey');
  await page.type('input[name="password"]', 'casey-demo');
  await page.click('button[type="submit"]');
  await page.waitForSelector('[data-testid="task-card"]', { timeout: 60_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await until(page, 'service worker in control', () => !!navigator.serviceWorker.controller, [], 60_000);
  await page.waitForSelector('[data-testid="task-card"]', { timeout: 60_000 });
  await waitForText(page, 'All changes saved');
  log('signed in, stop cards shown, service worker in control, synced');

  for (const id of ids) await page.waitForSelector(card(id), { timeout: 30_000 });

  await demo.kill();
  log('server killed by its pid');
  const tapTime = Date.now();
  for (const id of ids) {
    await (await completeButton(page, id)).click();
    await waitForStatus(page, id, 'Completed');
  }
  await waitForText(page, 'Saved on this phone', 15_000);
  log(`completed tasks ${ids.join(', ')} with no server`);

  // Served by the service worker: the server is still down.
  await page.reload();
  for (const id of ids) await waitForStatus(page, id, 'Completed');
  const waiting = await page.$$(`${card(ids[0])} [data-testid="waiting-to-sync"]`);
  if (waiting.length === 0) throw new Error('after the reload the completion no longer says it is waiting to sync');
  log('reload with no server: served by the service worker, completions still on the phone');

  await demo.restart();
  log('server started again');
  type Row = { id: number; status: string; completed_at: string | null };
  const deadline = Date.now() + 90_000;
  let rows: Row[] = [];
  let nudged = false;
  while (Date.now() < deadline) {
    rows = demo.query<Row>(
      `SELECT id, status, completed_at FROM tasks WHERE id IN (${ids.map(() => '?').join(',')})`,
      ...ids,
    );
    if (rows.length === ids.length && rows.every((r) => r.status === 'completed')) break;
    // A phone that gave up retrying tries again when it comes back online or is opened again.
    if (!nudged && Date.now() > deadline - 60_000) {
      nudged = true;
      await page.reload();
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!rows.every((r) => r.status === 'completed'))
    throw new Error(`the server did not get the completions: ${JSON.stringify(rows)}`);
  for (const r of rows) {
    const at = Date.parse(r.completed_at ?? '');
    // The time of the tap, not of the delivery after the restart.
    if (!(Math.abs(at - tapTime) < 15_000))
      throw new Error(`task ${r.id} completed at ${r.completed_at}, the tap was at ${new Date(tapTime).toISOString()}`);
  }
  await waitForText(page, 'All changes saved');
  for (const id of ids)
    if ((await statusOf(page, id)) !== 'Completed') throw new Error(`task ${id} lost its completion`);
  log('completions on the server with their tap times; the phone says all changes saved');
}

try {
  const page = await browser.newPage();
  watchErrors(page, 'public pages');
  await visit(page, '/signup', 'form');
  await visit(page, `/track/${demo.trackingToken}`, 'h1, h2');
  // Two stops of today for the crew member, whatever today is (the demo's own may be done or moved).
  const office = await loginApi(demo.base, DEMO.manager.username, DEMO.manager.password);
  const casey = await employeeId(office, DEMO.crew.username);
  const today = todayIn(process.env.BUSINESS_TZ ?? DEFAULT_BUSINESS_TZ);
  const stamp = Date.now().toString(36);
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const stop = await stopFor(office, { name: `Firefox ${n} ${stamp}`, address: `${n}0 Engine Ln ${stamp}` }, today, [
      casey,
    ]);
    ids.push(stop.curb.id);
  }
  await office.dispose();
  const crew = await browser.newPage();
  watchErrors(crew, 'crew dashboard');
  await crewOfflineFlow(crew, ids);
} catch (err) {
  failures.push(String(err));
} finally {
  await browser.close();
  demo.stop();
}
if (failures.length) {
  console.error(`[firefox] failed:\n${failures.join('\n')}`);
  process.exit(1);
}
log('signup, tracking and the crew offline flow: ok');
process.exit(0);
