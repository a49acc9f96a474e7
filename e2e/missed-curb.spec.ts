import { todayIn } from '@bin-valet/schema';
import { expect, test } from './support/fixtures';
import {
  BUSINESS_TZ,
  customerWithJob,
  goOffline,
  goOnline,
  showAllStops,
  taskCard,
  tasksOfJob,
} from './support/sync-helpers';

/** A missed bins-to-curb stop needs no trip back: the phone says so at once, with the network cut. */
// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, serviceWorkers: 'allow' });

const NOT_NEEDED = 'Not needed: bins were not taken out';

test('a curb stop marked missed offline shows its bins-back stop not needed at once', async ({
  crewPage: page,
  adminApi: api,
}) => {
  const today = todayIn(BUSINESS_TZ);
  const stamp = Date.now().toString(36);
  const a = await customerWithJob(api, `Curb Cal ${stamp}`, `8 Curb Ln ${stamp}`, today);
  await page.waitForURL(/\/(admin|crew-dashboard)/);
  // Playwright's clock, so the undo window can be skipped once back online.
  await page.clock.install();
  await showAllStops(page);
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(page.getByTestId('task-card')).toHaveCount(2);
  await expect(page.getByText('All changes saved')).toBeVisible();

  await goOffline(page);
  await taskCard(page, a.curb.id).getByRole('button', { name: 'Mark Missed' }).click();
  await page.getByRole('button', { name: 'Bins not out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark Missed' }).click();
  await expect(taskCard(page, a.curb.id).getByTestId('task-status')).toHaveText('Missed');
  const back = taskCard(page, a.house.id);
  await expect(back.getByTestId('task-status')).toHaveText('Cancelled');
  await expect(back).toContainText(NOT_NEEDED);
  await expect(back.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);

  // Back online, the server applies the same rule: its copy and the phone's agree.
  await goOnline(page);
  await page.clock.fastForward(10_500);
  await expect
    .poll(async () => (await tasksOfJob(api, a.job.id)).map((t) => `${t.taskType} ${t.status}`).sort(), {
      timeout: 20_000,
    })
    .toEqual(['return_to_house cancelled', 'take_to_curb missed']);
  const served = (await tasksOfJob(api, a.job.id)).find((t) => t.id === a.house.id);
  expect(served?.notes).toContain(NOT_NEEDED);
  await expect(back).toContainText(NOT_NEEDED);
  await expect(back.getByTestId('task-status')).toHaveText('Cancelled');
});
