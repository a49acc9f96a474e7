import { addDays, OFFICE_WINDOW_DAYS_AHEAD, todayIn } from '@bin-valet/schema';
import { expect, test } from './support/fixtures';
import { BUSINESS_TZ, customerWithJob, goOffline, goOnline } from './support/sync-helpers';

/**
 * An office browser replicates yesterday to a week ahead: the route planner shows those days from the
 * local database and reads a later date online when it is picked, saying "Online only" with no network.
 */
// The test opens its own screen first: no landing page after signing in.
test.use({ timezoneId: BUSINESS_TZ, landOnHome: false });

const TODAY = todayIn(BUSINESS_TZ);
const NEAR = addDays(TODAY, 3);
const FAR = addDays(TODAY, OFFICE_WINDOW_DAYS_AHEAD + 5);

test('office: a date inside the window from the replica, a later one read online, "Online only" offline', async ({
  managerPage: page,
}) => {
  const near = await customerWithJob(page.request, 'Near Window Customer', '31 Near Window Rd', NEAR);
  const far = await customerWithJob(page.request, 'Far Window Customer', '32 Far Window Rd', FAR);
  const stop = (id: number) => page.locator(`[data-testid="route-stop"][data-task-id="${id}"]`);

  await page.goto(`/route-planner?date=${NEAR}&days=1&view=list`);
  // The replica's stop, once the first pull brought it in.
  await expect(stop(near.curb.id)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('route-read-online')).toHaveCount(0);
  // A date beyond the window: the replica does not hold it, so the page asks the server.
  const answered = page.waitForResponse((r) => r.url().includes(`/api/crew/route-tasks?startDate=${FAR}`));
  await page.getByLabel('Date').fill(FAR);
  expect((await answered).ok()).toBe(true);
  await expect(stop(far.curb.id)).toBeVisible();
  await expect(stop(far.curb.id)).toContainText('Far Window Customer');
  await expect(stop(far.house.id)).toBeVisible();
  await expect(page.getByTestId('route-read-online')).toBeVisible();

  // With no network, a later date not read before says so instead of an empty list.
  await goOffline(page);
  await page.getByRole('button', { name: 'Next day' }).click();
  // The failed read or the browser's offline event, whichever comes first, says it (slow on a busy runner).
  await expect(page.getByTestId('route-online-only')).toContainText('Online only', { timeout: 15_000 });
  // The window's days still come from the replica.
  await page.getByLabel('Date').fill(NEAR);
  await expect(stop(near.curb.id)).toBeVisible({ timeout: 15_000 });

  // The crew dashboard, opened by the office on that later date, reads its stops online too.
  await goOnline(page);
  await page.goto('/crew-dashboard');
  await page.getByLabel('Date').fill(FAR);
  const online = page.getByRole('region', { name: 'Stops read online' });
  await expect(online).toContainText('32 Far Window Rd');
});
