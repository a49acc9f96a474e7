import { todayIn } from '@bin-valet/schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { BUSINESS_TZ, crewDashboardAllStops, customerWithJob, taskCard, tasksOfJob } from './support/sync-helpers';

/**
 * The crew phone never loses a tap and never stops syncing: a tap is saved before the phone knows
 * where it is, and an intent the server refuses whole is set aside so the rest go on.
 */
test.use({ timezoneId: BUSINESS_TZ, viewport: { width: 412, height: 915 } });
test.describe.configure({ timeout: 90_000 });

/** Like a phone slow to find itself (or Firefox asking): the position answers only after 5 s. */
const slowPosition = (page: Page) =>
  page.addInitScript(() => {
    const answer: Geolocation['getCurrentPosition'] = (ok) => {
      setTimeout(() => {
        const coords = { latitude: 47.65, longitude: -122.4, accuracy: 10 };
        ok({ coords, timestamp: Date.now() } as GeolocationPosition);
      }, 5000);
    };
    Object.defineProperty(navigator.geolocation, 'getCurrentPosition', { value: answer, configurable: true });
  });

async function statusOnServer(api: APIRequestContext, jobId: number, taskType: string) {
  const tasks = await tasksOfJob(api, jobId);
  return tasks.find((t) => t.taskType === taskType)?.status;
}

test('a tap and its reason survive a reload made 300 ms after them, the position still unknown, and reach the server', async ({
  page,
  adminApi: api,
}) => {
  const stamp = Date.now().toString(36);
  const c = await customerWithJob(api, `Slow Fix ${stamp}`, `11 Slow Fix Way ${stamp}`, todayIn(BUSINESS_TZ));
  await slowPosition(page);
  // The phone's clock is Playwright's: it runs as usual, and skips the undo windows at the end.
  await page.clock.install();
  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(page.getByText('All changes saved')).toBeVisible();

  await taskCard(page, c.curb.id).getByRole('button', { name: 'Complete' }).click();
  await page.waitForTimeout(300);
  await page.reload();
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(taskCard(page, c.curb.id).getByTestId('task-status')).toHaveText('Completed');

  // A Mark Missed with its reason (a note) likewise.
  await taskCard(page, c.house.id).getByRole('button', { name: 'Mark Missed' }).click();
  await page.getByRole('button', { name: 'Blocked' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark Missed' }).click();
  await page.waitForTimeout(300);
  await page.reload();
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(taskCard(page, c.house.id).getByTestId('task-status')).toHaveText('Missed');

  // Sent once their 10 s undo window has passed.
  await page.clock.fastForward(10_500);
  await expect.poll(() => statusOnServer(api, c.job.id, 'take_to_curb'), { timeout: 40_000 }).toBe('completed');
  await expect.poll(() => statusOnServer(api, c.job.id, 'return_to_house'), { timeout: 40_000 }).toBe('missed');
  const house = (await tasksOfJob(api, c.job.id)).find((t) => t.taskType === 'return_to_house');
  expect(house?.notes ?? '').toContain('Blocked');
});

test('a position the phone gives within the undo window goes with the tap', async ({ page, adminApi: api }) => {
  const stamp = Date.now().toString(36);
  const c = await customerWithJob(api, `Quick Fix ${stamp}`, `13 Quick Fix Way ${stamp}`, todayIn(BUSINESS_TZ));
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 47.6439, longitude: -122.4021, accuracy: 10 });
  // Real time here, not Playwright's clock: the position arrives on the browser's own schedule, and a
  // fast-forwarded undo window could end before it does.
  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(stamp);
  await taskCard(page, c.curb.id).getByRole('button', { name: 'Complete' }).click();
  await expect(taskCard(page, c.curb.id).getByTestId('task-status')).toHaveText('Completed');
  const curbOnServer = async () => (await tasksOfJob(api, c.job.id)).find((t) => t.taskType === 'take_to_curb');
  await expect.poll(async () => (await curbOnServer())?.status, { timeout: 40_000 }).toBe('completed');
  const curb = await curbOnServer();
  expect(Number(curb?.completedLat)).toBeCloseTo(47.6439, 4);
  expect(Number(curb?.completedLng)).toBeCloseTo(-122.4021, 4);
});

/** An intent the server refuses whole (its createdAt is not a date), written into the outbox as an old build might have. */
const injectPoison = (page: Page, taskId: number) =>
  page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bin-valet');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').add({
            mutationId: `poison-${Date.now()}`,
            name: 'addTaskNote',
            args: { taskId: id, text: 'Poison' },
            createdAt: 'the day before yesterday',
            taskId: id,
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    taskId,
  );

test('an intent the server refuses whole is set aside with its reason; a completion and an office cancellation still get through', async ({
  page,
  adminApi: api,
}) => {
  const stamp = Date.now().toString(36);
  const today = todayIn(BUSINESS_TZ);
  const a = await customerWithJob(api, `Poison Ada ${stamp}`, `3 Poison Way ${stamp}`, today);
  const b = await customerWithJob(api, `Poison Bea ${stamp}`, `5 Poison Way ${stamp}`, today);
  await page.clock.install();
  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(page.getByText('All changes saved')).toBeVisible();

  await injectPoison(page, a.house.id);
  // The tap queues behind the poison and wakes the engine.
  await taskCard(page, a.curb.id).getByRole('button', { name: 'Complete' }).click();
  expect((await api.patch(`/api/tasks/${b.curb.id}`, { data: { status: 'cancelled' } })).status()).toBe(200);
  // The tap's undo window passes on the phone's clock.
  await page.clock.fastForward(10_500);

  // Pulls go on while the poison is tried: the office's change shows on the phone.
  await expect(taskCard(page, b.curb.id).getByTestId('task-status')).toHaveText('Cancelled', { timeout: 20_000 });
  await expect.poll(() => statusOnServer(api, a.job.id, 'take_to_curb'), { timeout: 45_000 }).toBe('completed');
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: '1 change not applied' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changes not applied' });
  await expect(dialog.getByText('Add task note: Bins to House')).toBeVisible();
  await expect(dialog.getByText(/ISO 8601/)).toBeVisible();
});

test('a tap made while the phone still believes the server is there says "Saved on this phone" once sending it fails', async ({
  page,
  adminApi: api,
}) => {
  const stamp = Date.now().toString(36);
  const c = await customerWithJob(api, `Gone Server ${stamp}`, `13 Gone Way ${stamp}`, todayIn(BUSINESS_TZ));
  await page.clock.install();
  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(page.getByText('All changes saved')).toBeVisible();

  // The server stops answering; the browser is still online and the open event stream says nothing yet.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await taskCard(page, c.curb.id).getByRole('button', { name: 'Complete' }).click();
  await expect(taskCard(page, c.curb.id).getByTestId('task-status')).toHaveText('Completed');
  // Sent at the end of the 10 s undo window (skipped on the phone's clock), refused by the network: now the crew are told.
  await page.clock.fastForward(10_500);
  await expect(page.getByText('Saved on this phone').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Offline · 1 change waiting/)).toBeVisible();

  await page.unroute('**/api/**');
  await expect.poll(() => statusOnServer(api, c.job.id, 'take_to_curb'), { timeout: 60_000 }).toBe('completed');
});
