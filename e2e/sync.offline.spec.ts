import { todayIn } from '@bin-valet/schema';
import { expect, test } from './support/fixtures';
import {
  BUSINESS_TZ,
  crewDashboardAllStops,
  customerWithJob,
  goOffline,
  goOnline,
  taskCard,
  tasksOfJob,
} from './support/sync-helpers';

/**
 * The crew works with the network really cut (service worker included), reloads
 * offline, and every tap reaches the server exactly once when the network is back; a task the office
 * cancelled meanwhile comes back as a notice.
 */
// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, viewport: { width: 412, height: 915 }, serviceWorkers: 'allow' });

test('crew marks tasks offline, reloads, and the server applies them once when back online', async ({
  page,
  adminApi: api,
}) => {
  const today = todayIn(BUSINESS_TZ);
  const stamp = Date.now().toString(36);
  const a = await customerWithJob(api, `Offline Ada ${stamp}`, `7 Offline Way ${stamp}`, today);
  const b = await customerWithJob(api, `Offline Bea ${stamp}`, `9 Offline Way ${stamp}`, today);

  // The phone's clock is Playwright's: it runs as usual, and skips the undo window once back online.
  await page.clock.install();
  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(page.getByTestId('task-card')).toHaveCount(4);
  await expect(page.getByText('All changes saved')).toBeVisible();

  await goOffline(page);
  const tapTime = Date.now();
  await taskCard(page, a.curb.id).getByRole('button', { name: 'Complete' }).click();
  // Offline nothing has reached the server: the tap is saved on this phone.
  await expect(page.getByText('Saved on this phone').first()).toBeVisible();
  await taskCard(page, a.house.id).getByRole('button', { name: 'Mark Missed' }).click();
  await page.getByRole('button', { name: 'Blocked' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark Missed' }).click();
  await taskCard(page, b.curb.id).getByRole('button', { name: 'Complete' }).click();
  const lastTap = Date.now();
  await expect(taskCard(page, a.curb.id).getByTestId('task-status')).toHaveText('Completed');
  await expect(taskCard(page, a.house.id).getByTestId('task-status')).toHaveText('Missed');
  await expect(page.getByText('Offline · 4 changes waiting')).toBeVisible();

  // Meanwhile the office cancels one of those tasks.
  expect((await api.patch(`/api/tasks/${b.curb.id}`, { data: { status: 'cancelled' } })).status()).toBe(200);

  // Reload with no network: the service worker serves the app, the local database the marks.
  await page.reload();
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(taskCard(page, a.curb.id).getByTestId('task-status')).toHaveText('Completed');
  await expect(taskCard(page, a.house.id).getByTestId('task-status')).toHaveText('Missed');
  await expect(taskCard(page, a.curb.id).getByTestId('waiting-to-sync')).toBeVisible();
  await expect(page.getByText('Offline · 4 changes waiting')).toBeVisible();

  await goOnline(page);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // The last tap is sent once its 10 s undo window has passed: the phone's clock jumps over what is left.
  await page.clock.fastForward(Math.max(0, lastTap + 10_500 - Date.now()));
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  await expect(taskCard(page, a.curb.id).getByTestId('waiting-to-sync')).toHaveCount(0);
  await expect(taskCard(page, b.curb.id).getByTestId('task-status')).toHaveText('Cancelled');

  await page.getByRole('button', { name: '1 change not applied' }).click();
  await expect(page.getByText('Task was cancelled by the office')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss all' }).click();
  await expect(page.getByRole('button', { name: '1 change not applied' })).toHaveCount(0);

  const [curb, house] = await tasksOfJob(api, a.job.id).then((ts) =>
    ['take_to_curb', 'return_to_house'].map((type) => ts.find((t) => t.taskType === type)),
  );
  expect(curb?.status).toBe('completed');
  expect(house?.status).toBe('missed');
  // The tap time, not the time the server heard of it.
  const completedAt = Date.parse(curb?.completedAt ?? '');
  expect(Math.abs(completedAt - tapTime)).toBeLessThan(10_000);
  // Exactly once: a single version bump per task since creation (created, then one status change).
  const versionsAfter = { curb: curb?.version, house: house?.version };
  // Saved is said after the reloaded page's first pull: wait for that answer, however slow the start.
  const pulled = page.waitForResponse((r) => r.url().includes('/api/sync/pull') && r.ok());
  await page.reload();
  await pulled;
  await expect(page.getByText('All changes saved')).toBeVisible();
  const again = await tasksOfJob(api, a.job.id);
  expect(again.find((t) => t.id === a.curb.id)?.version).toBe(versionsAfter.curb);
  expect(again.find((t) => t.id === a.house.id)?.version).toBe(versionsAfter.house);
  const [bCurb] = (await tasksOfJob(api, b.job.id)).filter((t) => t.id === b.curb.id);
  expect(bCurb.status).toBe('cancelled');
  expect(bCurb.completedAt).toBeNull();
});
