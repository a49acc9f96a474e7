import { addDays, mondayOf, todayIn } from '@bin-valet/schema';
import { DEMO } from './support/accounts';
import { assignTasks } from './support/crew-stops';
import { expect, test } from './support/fixtures';
import { BUSINESS_TZ, customerWithJob, taskCard } from './support/sync-helpers';

/** The Crew Dashboard: every control, read from the local database. */
test.use({ timezoneId: BUSINESS_TZ });

test('crew dashboard controls: search, filters, day and week views, navigation and actions', async ({
  crewPage: page,
  adminApi: api,
}) => {
  const today = todayIn(BUSINESS_TZ);
  const tomorrow = addDays(today, 1);
  const stamp = Date.now().toString(36);
  const a = await customerWithJob(api, `Dash Zed ${stamp}`, `30 Dash St ${stamp}`, today);
  const b = await customerWithJob(api, `Dash Amy ${stamp}`, `4 Dash St ${stamp}`, today);
  const c = await customerWithJob(api, `Dash Tom ${stamp}`, `5 Dash St ${stamp}`, tomorrow);
  await page.waitForURL(/\/(admin|crew-dashboard)/);
  // The phone's clock is Playwright's: it runs as usual, and skips the undo window after a tap.
  await page.clock.install();
  await page.goto('/crew-dashboard');
  await expect(page.getByRole('heading', { name: 'Crew Dashboard' })).toBeVisible();
  await expect(page.getByText('Daily schedule and task management')).toBeVisible();
  // These stops are nobody's yet: every crew's stops.
  await page.getByRole('button', { name: 'All stops' }).click();

  const search = page.getByLabel('Search tasks');
  await search.fill(stamp.toUpperCase()); // case-insensitive
  const cards = page.getByTestId('task-card');
  await expect(cards).toHaveCount(4);
  await expect(page.getByText('4 tasks · sorted by address')).toBeVisible();
  // Sorted by address: 4 Dash St before 30 Dash St.
  await expect(cards.first()).toContainText(`Dash Amy ${stamp}`);
  await expect(cards.last()).toContainText(`Dash Zed ${stamp}`);

  const card = taskCard(page, a.curb.id);
  await expect(card).toContainText(`Job #${a.job.id}`);
  await expect(card).toContainText('Bins to Curb - ');
  await expect(card).toContainText('2 Garbage • 1 Compost • 1 Recycling');
  await expect(card).toContainText('Job Notes:');
  await expect(card.getByRole('link', { name: `Dash Zed ${stamp}` })).toHaveAttribute(
    'href',
    `/customer/${a.customerId}`,
  );
  await expect(card.getByTestId('task-status')).toHaveText('Scheduled');

  // Filters.
  const filter = page.getByLabel('Filter');
  await filter.selectOption({ label: 'Bins to House' });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Bins to House - ');
  await filter.selectOption({ label: 'Bins to Curb' });
  await expect(cards).toHaveCount(2);
  await filter.selectOption({ label: 'All Tasks' });

  // Actions: Complete and Mark Missed, then the buttons go away.
  await card.getByRole('button', { name: 'Complete' }).click();
  // Said once the server has applied it, after the 10 s undo window.
  await page.clock.fastForward(10_500);
  // The toast names the stop and what happened.
  await expect(page.getByText(`30 Dash St ${stamp}: completed`)).toBeVisible({ timeout: 10_000 });
  await expect(card.getByTestId('task-status')).toHaveText('Completed');
  await expect(card.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
  await taskCard(page, b.house.id).getByRole('button', { name: 'Mark Missed' }).click();
  await page.getByRole('button', { name: 'Bins not out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark Missed' }).click();
  await expect(taskCard(page, b.house.id).getByTestId('task-status')).toHaveText('Missed');
  await filter.selectOption({ label: 'Completed Only' });
  await expect(cards).toHaveCount(1);
  await filter.selectOption({ label: 'Scheduled Only' });
  await expect(cards).toHaveCount(2);
  await filter.selectOption({ label: 'All Tasks' });

  // Search: no match, then the clear button.
  await search.fill(`nothing-${stamp}`);
  await expect(page.getByText(`No tasks found matching "nothing-${stamp}"`)).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');

  // Navigation: Next shows tomorrow's job, Previous and Today come back.
  await search.fill(stamp);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Date')).toHaveValue(tomorrow);
  await expect(taskCard(page, c.curb.id)).toBeVisible();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Date')).toHaveValue(today);
  await page.getByLabel('Date').fill(addDays(today, 3));
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByLabel('Date')).toHaveValue(today);

  // Week view: Monday to Sunday, one section per day.
  await page.getByLabel('View').selectOption({ label: 'Week View' });
  await expect(page.getByTestId('day-section')).toHaveCount(7);
  const monday = mondayOf(today);
  const sameWeek = tomorrow < addDays(monday, 7);
  await expect(cards).toHaveCount(sameWeek ? 6 : 4);

  // Day view of an empty day.
  await page.getByLabel('View').selectOption({ label: 'Day View' });
  await search.fill('');
  await page.getByLabel('Date').fill(addDays(today, 200));
  await expect(page.getByText('No tasks scheduled for this day')).toBeVisible();
  await expect(page.getByText('0 tasks · sorted by address')).toBeVisible();
});

test('a crew member requests time off from the crew dashboard and it waits for a manager', async ({ pageAs }) => {
  const start = addDays(todayIn(BUSINESS_TZ), 40);
  const page = await pageAs('crew3');
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  const form = page.getByRole('form', { name: 'Time off request' });
  await form.getByLabel('Start Date').fill(start);
  await form.getByLabel('End Date').fill(addDays(start, 1));
  await form.getByLabel('Type').selectOption('personal');
  await expect(form.getByText('Duration: 2 days')).toBeVisible();
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Time off request submitted')).toBeVisible();
  const mine = await page.request.get('/api/auth/me');
  const { user } = (await mine.json()) as { user: { id: number } };
  const list = await page.request.get(`/api/admin/employees/${user.id}/time-off`);
  const rows = (await list.json()) as { startDate: string; status: string }[];
  expect(rows.find((r) => r.startDate === start)?.status).toBe('pending');
});

test('a stop dated after tomorrow says from when it can be closed, and offers no Complete yet', async ({
  crewPage: page,
  adminApi: api,
}) => {
  const today = todayIn(BUSINESS_TZ);
  const later = addDays(today, 3);
  const stamp = Date.now().toString(36);
  const stop = await customerWithJob(api, `Later Lou ${stamp}`, `6 Later St ${stamp}`, later);
  await assignTasks(api, DEMO.crew.username, [stop.curb, stop.house]);
  await page.goto('/crew-dashboard');
  await page.getByRole('button', { name: 'All stops' }).click();
  await page.getByLabel('Search tasks').fill(stamp);
  await page.getByLabel('Date').fill(later);
  const card = taskCard(page, stop.curb.id);
  await expect(card.getByTestId('not-due')).toContainText(/can be completed from \w{3}, \w{3} \d+/);
  await expect(card.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Mark Missed' })).toHaveCount(0);
  // Tomorrow's stops are the crew's already (bins go out the evening before).
  await page.getByLabel('Date').fill(addDays(today, 1));
  await expect(page.getByTestId('not-due')).toHaveCount(0);
});
