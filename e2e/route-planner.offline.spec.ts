import { addDays, type RouteTask, todayIn } from '@bin-valet/schema';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { BUSINESS_TZ } from './support/sync-helpers';

/**
 * The route planner with no network at all: loaded once online, then the API and the whole
 * network cut for real; after a reload the list comes from the service worker and the local database,
 * and ordering still runs (the solver worker is precached).
 */
// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const TODAY = todayIn(BUSINESS_TZ);

async function busyDay(page: Page) {
  const res = await page.request.get(`/api/crew/route-tasks?startDate=${TODAY}&endDate=${addDays(TODAY, 6)}`);
  const all = (await res.json()) as RouteTask[];
  const days = Array.from({ length: 7 }, (_, i) => addDays(TODAY, i));
  const curb = (d: string) => all.filter((t) => t.scheduled_date === d && t.task_type === 'take_to_curb').length;
  const date = days.reduce((a, b) => (curb(b) > curb(a) ? b : a));
  return { date };
}

async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  for (let i = 0; i < 3; i++) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('offline: the list still shows after a reload, optimise still works, the map still has its markers', async ({
  crewPage: page,
  context,
}) => {
  await expect(page).toHaveURL(/\/crew-dashboard$/);
  const { date } = await busyDay(page);
  await page.goto(`/route-planner?date=${date}&days=1`);
  const stops = page.getByTestId('route-stop');
  // The phone's own stops of the day: a crew phone holds its working set, not every stop the office
  // sees (others' stops, unheld ones after tomorrow), so the count is the list's, taken offline below.
  await expect(stops.first()).toBeVisible({ timeout: 20_000 });
  await controlledByServiceWorker(page);
  await expect(stops.first()).toBeVisible({ timeout: 20_000 });
  const curb = page.getByRole('region', { name: 'Bins to Curb' });

  // Cut the network for real: setOffline alone does not stop service-worker fetches in Chromium.
  await page.route('**/api/**', (r) => r.abort());
  await context.route('**/*.tile.openstreetmap.org/**', (r) => r.abort());
  await context.setOffline(true);
  // What the phone holds once nothing more can arrive: the same count twice, a second apart.
  let held = -1;
  await expect
    .poll(
      async () => {
        const before = held;
        held = await stops.count();
        return held === before;
      },
      { intervals: [1000], timeout: 20_000 },
    )
    .toBe(true);
  const byAddress = await curb.getByTestId('stop-customer').allTextContents();
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Route Planner', level: 1 })).toBeVisible();
  await expect(stops).toHaveCount(held, { timeout: 15_000 });
  await expect(curb.getByTestId('stop-customer')).toHaveText(byAddress);

  await curb.getByRole('button', { name: 'Optimize order' }).click();
  await expect(curb.getByTestId('order-mode')).toHaveText('Optimized order');
  const optimised = await curb.getByTestId('stop-customer').allTextContents();
  expect(optimised).not.toEqual(byAddress);
  expect([...optimised].sort()).toEqual([...byAddress].sort());

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByTestId('route-map').getByTestId('map-marker').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('path.rp-route-take_to_curb')).toHaveCount(1);
  await context.setOffline(false);
});
