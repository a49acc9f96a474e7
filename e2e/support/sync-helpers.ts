import { DEFAULT_BUSINESS_TZ, type Task } from '@bin-valet/schema';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO } from './accounts';
import { signInByApi } from './pages';
import { customerServedOn, jobOn } from './signups';

/** Office-side setup and checks through the real API, for the sync and crew dashboard specs. */

/** The server's business time zone in the e2e run (serve.ts sets none, so the default). */
export const BUSINESS_TZ = DEFAULT_BUSINESS_TZ;

/**
 * A customer whose three service days are all the weekday of `date`, with one job on `date`, so
 * both of its tasks fall on that day. Returns the customer id and the two tasks.
 */
export async function customerWithJob(api: APIRequestContext, name: string, address: string, date: string) {
  const customer = await customerServedOn(api, date, {
    name,
    address,
    garbageQty: 2,
    needsCompost: true,
    needsRecycling: true,
  });
  return {
    customerId: customer.id,
    trackingToken: customer.trackingToken,
    ...(await jobOn(api, customer.id, date, 'Side gate')),
  };
}

export async function tasksOfJob(api: APIRequestContext, jobId: number): Promise<Task[]> {
  const res = await api.post('/api/jobs/tasks/bulk', { data: { jobIds: [jobId] } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Record<string, Task[]>)[String(jobId)] ?? [];
}

/** False where the spec left Playwright's default `serviceWorkers: 'block'` (registering then does nothing). */
const serviceWorkersAllowed = (page: Page) =>
  page.evaluate(() => String(ServiceWorkerContainer.prototype.register).includes('[native code]'));

/** The app must be controlled by its service worker before the network is cut (docs/architecture.md §10). */
export async function waitForServiceWorker(page: Page) {
  if (!(await serviceWorkersAllowed(page)))
    throw new Error("service workers are blocked in this spec: add test.use({ serviceWorkers: 'allow' })");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/** Offline for real: `setOffline` alone does not stop the service worker's fetches. */
export async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(page: Page) {
  await page.context().unroute('**/api/**');
  await page.context().setOffline(false);
}

/** A task card on the dashboard, by its task id. */
export const taskCard = (page: Page, taskId: number) =>
  // Not the server's first-screen copy, hidden for a frame once the app shows its own.
  page.locator(`[data-testid="task-card"][data-task-id="${taskId}"]`).filter({ visible: true });

/**
 * Opens the crew dashboard on a crew member's signed-in `page` (once the service worker controls it,
 * in the specs that allow one) and shows every crew's stops (crew start on their own; test customers'
 * stops are unassigned).
 */
export async function showAllStops(page: Page) {
  // Just signed in, the page is already there: a second load would only cost time.
  if (new URL(page.url()).pathname !== '/crew-dashboard') await page.goto('/crew-dashboard');
  if (await serviceWorkersAllowed(page)) await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'All stops' }).click();
}

/** Signs the demo crew member in on `page` and shows every crew's stops. */
export async function crewDashboardAllStops(page: Page) {
  await signInByApi(page, DEMO.crew);
  await showAllStops(page);
}
