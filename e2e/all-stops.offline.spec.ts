import { addDays, todayIn } from '@bin-valet/schema';
import { DEMO } from './support/accounts';
import { assignTasks } from './support/crew-stops';
import { expect, test } from './support/fixtures';
import {
  BUSINESS_TZ,
  customerWithJob,
  goOffline,
  goOnline,
  taskCard,
  waitForServiceWorker,
} from './support/sync-helpers';

// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, serviceWorkers: 'allow' });

test('"All stops" on a crew phone reads other crews’ stops online, says so, and says what is missing offline', async ({
  crewPage: page,
  adminApi: api,
}) => {
  // Three days ahead: an unassigned stop then is nobody's working set, so no phone holds it.
  const day = addDays(todayIn(BUSINESS_TZ), 3);
  const stamp = Date.now().toString(36);
  const mine = await customerWithJob(api, `Own Olive ${stamp}`, `1 Held St ${stamp}`, day);
  const other = await customerWithJob(api, `Other Otto ${stamp}`, `2 Server St ${stamp}`, day);
  await assignTasks(api, DEMO.crew.username, [mine.curb, mine.house]);

  await page.goto('/crew-dashboard');
  await waitForServiceWorker(page);
  await page.getByLabel('Date').fill(day);
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(taskCard(page, mine.curb.id)).toBeVisible();
  await page.getByRole('button', { name: 'All stops' }).click();

  // The held stop stays a card; the other crew's stop is a row of the online view, marked so.
  const others = page.getByRole('region', { name: "Other crews' stops" });
  await expect(others.getByText('Online only')).toBeVisible();
  await expect(others).toContainText(`2 Server St ${stamp}`);
  await expect(others).not.toContainText(`1 Held St ${stamp}`);
  await expect(taskCard(page, other.curb.id)).toHaveCount(0);
  await expect(taskCard(page, mine.curb.id)).toBeVisible();

  // Offline for real: a clear message instead of a blank list, and the held stops still work.
  await goOffline(page);
  await expect(others.getByText("Other crews' stops need a connection")).toBeVisible();
  await expect(others).toContainText('You are offline');
  await expect(others).not.toContainText(`2 Server St ${stamp}`);
  await expect(taskCard(page, mine.curb.id)).toBeVisible();

  await goOnline(page);
  await expect(others).toContainText(`2 Server St ${stamp}`);
});
