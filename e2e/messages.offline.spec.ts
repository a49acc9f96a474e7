import { todayIn } from '@bin-valet/schema';
import { expect, test } from './support/fixtures';
import {
  BUSINESS_TZ,
  crewDashboardAllStops,
  customerWithJob,
  goOffline,
  goOnline,
  taskCard,
} from './support/sync-helpers';

/**
 * The crew completes a curb task with the network really cut; when the phone is back online the push
 * reaches the server, which queues the customer's 'bins are at the curb' text in the same transaction
 * and sends it: the office sees it, sent, in the customer's Messages card.
 */
// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, viewport: { width: 412, height: 915 }, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

test('a curb task completed offline becomes a sent text in the Messages card', async ({
  page,
  pageAs,
  adminApi: api,
}) => {
  const today = todayIn(BUSINESS_TZ);
  const stamp = Date.now().toString(36);
  const c = await customerWithJob(api, `Texted Tia ${stamp}`, `11 Offline Way ${stamp}`, today);

  // The phone's clock is Playwright's: it runs as usual, and skips the undo window once back online.
  await page.clock.install();
  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(page.getByTestId('task-card')).toHaveCount(2);
  await expect(page.getByText('All changes saved')).toBeVisible();

  await goOffline(page);
  await taskCard(page, c.curb.id).getByRole('button', { name: 'Complete' }).click();
  await expect(taskCard(page, c.curb.id).getByTestId('task-status')).toHaveText('Completed');
  await expect(page.getByText('Offline · 1 change waiting')).toBeVisible();
  // Nothing reached the server, so no message exists yet.
  const before = await api.get(`/api/customers/${c.customerId}/messages`);
  expect(((await before.json()) as { kind: string }[]).map((m) => m.kind)).toEqual([]);

  await goOnline(page);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.clock.fastForward(10_500);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

  const office = await pageAs('manager', { viewport: { width: 1280, height: 900 } });
  await office.goto(`/customer/${c.customerId}`);
  const card = office.getByRole('region', { name: 'Messages' });
  const curb = card.getByTestId('customer-message').filter({ hasText: 'Bins at the curb' });
  await expect(async () => {
    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(curb.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(curb).toContainText('Your bins are at the curb');
  await expect(card.getByTestId('customer-message')).toHaveCount(1);
});
