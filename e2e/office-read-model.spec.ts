import { todayIn } from '@bin-valet/schema';
import { expect, test } from './support/fixtures';
import { BUSINESS_TZ, crewDashboardAllStops, customerWithJob, taskCard } from './support/sync-helpers';

/**
 * One read model per office browser: a crew completion reaches the dashboard, the customer page and the
 * route planner open in one office browser (three tabs) without a reload, shortly after the server has
 * it. Screens read through the query cache refetch what the sync pull changed; the planner reads the replica.
 */
test.use({ timezoneId: BUSINESS_TZ });
test.describe.configure({ timeout: 90_000 });

// @timed: a response time, so it runs in a pass of its own (npm run test:e2e), not beside two other browsers.
test('a crew completion shows on the office dashboard, customer page and route planner within 2 s', {
  tag: '@timed',
}, async ({ page, pageAs, adminApi: api }) => {
  const today = todayIn(BUSINESS_TZ);
  const stamp = Date.now().toString(36);
  const name = `Agreed Ada ${stamp}`;
  const c = await customerWithJob(api, name, `12 Same Story Ln ${stamp}`, today);

  const dashboard = await pageAs('manager', { viewport: { width: 1280, height: 900 } });
  await dashboard.goto('/admin');
  const context = dashboard.context();
  const customerPage = await context.newPage();
  await customerPage.goto(`/customer/${c.customerId}`);
  const planner = await context.newPage();
  await planner.goto(`/route-planner?date=${today}&days=1&view=list`);

  const dashRow = dashboard.getByTestId('route-row').filter({ hasText: name }).filter({ hasText: /curb/i });
  const customerCurb = customerPage.getByTestId('task-row').first();
  const plannerStop = planner.getByTestId('route-stop').filter({ hasText: name }).first();
  await expect(dashRow.getByRole('button', { name: /^Status of / })).toHaveText(/Scheduled/, { timeout: 15_000 });
  await expect(customerCurb).toContainText('Scheduled', { timeout: 15_000 });
  await expect(plannerStop.getByTestId('stop-status')).toHaveText('Scheduled', { timeout: 15_000 });

  // The phone's clock is Playwright's: it runs as usual, and skips the 10 s undo window after the tap.
  await page.clock.install();
  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(stamp);
  await taskCard(page, c.curb.id).getByRole('button', { name: 'Complete' }).click();
  await expect(taskCard(page, c.curb.id).getByTestId('task-status')).toHaveText('Completed');
  await page.clock.fastForward(10_500);

  // From the moment the server has the completion, 2 s.
  await expect
    .poll(
      async () => {
        const res = await api.post('/api/jobs/tasks/bulk', { data: { jobIds: [c.job.id] } });
        const tasks = (await res.json()) as Record<string, { id: number; status: string }[]>;
        return tasks[String(c.job.id)]?.find((t) => t.id === c.curb.id)?.status;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe('completed');
  await Promise.all([
    expect(dashRow.getByRole('button', { name: /^Status of / })).toHaveText(/Completed/, { timeout: 2_000 }),
    expect(customerCurb).toContainText('Completed', { timeout: 2_000 }),
    expect(plannerStop.getByTestId('stop-status')).toHaveText('Completed', { timeout: 2_000 }),
  ]);
});
