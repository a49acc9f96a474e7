import { DEFAULT_BUSINESS_TZ, todayIn } from '@bin-valet/schema';
import { DEMO } from '../support/accounts';
import { employeeId, stopFor } from '../support/crew-stops';
import { loginApi } from '../support/pages';
import type { startDemo } from './demo-server';

/** What the checks need of a browser, whichever protocol drives it (WebDriver BiDi or classic). */
export interface EngineDriver {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a self-contained function in the page (no closure over the script's variables). */
  evaluate<T>(fn: (...args: string[]) => T, ...args: string[]): Promise<T>;
  type(selector: string, text: string): Promise<void>;
  /** A real click (the driver's input actions), on the first element matching `selector`. */
  click(selector: string): Promise<void>;
}

type Demo = Awaited<ReturnType<typeof startDemo>>;

/** Polls `check` in the page until it holds (the product's CSP refuses a driver's string evals). */
export async function until(
  page: EngineDriver,
  what: string,
  check: (...args: string[]) => boolean,
  args: string[] = [],
  timeout = 30_000,
) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await page.evaluate(check, ...args).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not after ${timeout / 1000} s`);
}

const hasSelector = (sel: string) => document.querySelector(sel) !== null;
const hasText = (t: string) => (document.body.textContent ?? '').includes(t);
const statusIs = (sel: string, s: string) =>
  document.querySelector(`${sel} [data-testid="task-status"]`)?.textContent?.trim() === s;
const card = (id: number) => `[data-testid="task-card"][data-task-id="${id}"]`;

/** The signup and tracking pages render (their errors are the driver's to collect). */
export async function publicPages(page: EngineDriver, demo: Demo, log: (m: string) => void) {
  // Inside #root: the app's own render, not the page's prerendered copy.
  for (const [path, ready] of [
    ['/signup', '#root form'],
    [`/track/${demo.trackingToken}`, '#root h1, #root h2'],
  ]) {
    await page.goto(`${demo.base}${path}`);
    await until(page, `${path}: ${ready}`, hasSelector, [ready], 60_000);
    log(`${path}: rendered`);
  }
}

/** Two stops of today for the demo crew member, whatever today is (the demo's own may be done or moved). */
export async function twoStopsForToday(demo: Demo, label: string): Promise<number[]> {
  const office = await loginApi(demo.base, DEMO.manager.username, DEMO.manager.password);
  try {
    const crewId = await employeeId(office, DEMO.crew.username);
    const today = todayIn(process.env.BUSINESS_TZ ?? DEFAULT_BUSINESS_TZ);
    const stamp = Date.now().toString(36);
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const fields = { name: `${label} ${n} ${stamp}`, address: `${n}0 Engine Ln ${stamp}` };
      ids.push((await stopFor(office, fields, today, [crewId])).curb.id);
    }
    return ids;
  } finally {
    await office.dispose();
  }
}

/**
 * The crew's offline flow: sign in, stop cards, the service worker in control, the server killed by its
 * pid, completions saved on the phone, a reload served by the service worker, the server started again,
 * and the completions on the server with the time of the tap.
 */
export async function crewOfflineFlow(page: EngineDriver, demo: Demo, ids: number[], log: (m: string) => void) {
  await page.goto(`${demo.base}/login`);
  // The app's own form: the prerendered copy's fields are read-only until the app takes its place.
  await until(page, 'the sign-in form', hasSelector, ['#root input[name="username"]'], 60_000);
  await page.type('#root input[name="username"]', DEMO.crew.username);
  await page.type('#root input[name="password"]', DEMO.crew.password);
  await page.click('#root button[type="submit"]');
  await until(page, 'stop cards', hasSelector, ['[data-testid="task-card"]'], 60_000);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return true;
  });
  // A first visit is not yet controlled by the worker it installed: the next load is.
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await until(page, 'the service worker in control', () => !!navigator.serviceWorker.controller, [], 60_000);
  for (const id of ids) await until(page, `stop ${id}`, hasSelector, [card(id)], 60_000);
  await until(page, 'All changes saved', hasText, ['All changes saved'], 60_000);
  log('signed in, stop cards shown, service worker in control, synced');

  await demo.kill();
  log('server killed by its pid');
  const tapTime = Date.now();
  for (const id of ids) {
    const marked = await page.evaluate((sel: string) => {
      const button = [...(document.querySelector(sel)?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent?.trim() === 'Complete',
      );
      button?.setAttribute('data-engine-target', sel);
      return !!button;
    }, card(id));
    if (!marked) throw new Error(`task ${id}: no Complete button`);
    await page.click(`[data-engine-target='${card(id)}']`);
    await until(page, `task ${id} Completed`, statusIs, [card(id), 'Completed']);
  }
  // Said at the tap if the phone already knows the server is gone, else once the held tap fails to send.
  await until(page, 'Saved on this phone', hasText, ['Saved on this phone'], 40_000);
  log(`completed tasks ${ids.join(', ')} with no server`);

  await page.reload();
  for (const id of ids)
    await until(page, `task ${id} Completed after the reload`, statusIs, [card(id), 'Completed'], 60_000);
  await until(page, 'waiting to sync', hasSelector, [`${card(ids[0])} [data-testid="waiting-to-sync"]`]);
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
    // A phone that stopped retrying tries again when it is opened again.
    if (!nudged && Date.now() > deadline - 60_000) {
      nudged = true;
      await page.reload();
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!rows.every((r) => r.status === 'completed'))
    throw new Error(`the server did not get the completions: ${JSON.stringify(rows)}`);
  for (const r of rows) {
    // The time of the tap, not of the delivery after the restart.
    if (!(Math.abs(Date.parse(r.completed_at ?? '') - tapTime) < 15_000))
      throw new Error(`task ${r.id} completed at ${r.completed_at}; the tap was at ${new Date(tapTime).toISOString()}`);
  }
  await until(page, 'All changes saved again', hasText, ['All changes saved'], 60_000);
  for (const id of ids) await until(page, `task ${id} still Completed`, statusIs, [card(id), 'Completed']);
  log('completions on the server with their tap times; the phone says all changes saved');
}
