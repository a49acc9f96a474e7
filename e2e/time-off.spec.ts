import AxeBuilder from '@axe-core/playwright';
import { addDays, holidayShiftFor, onOrAfter, todayIn } from '@bin-valet/schema';
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from './support/accounts';
import { expect, test } from './support/fixtures';
import { seeToast, unique } from './support/pages';
import { BUSINESS_TZ } from './support/sync-helpers';

/** Time off requests on the employee page, a crew request approved by a manager. */

test.describe.configure({ timeout: 120_000 });
// Each test opens its own screen first: no landing page after signing in.
test.use({ landOnHome: false });

// Dates are the business's (BUSINESS_TZ), as the app computes them, not the test machine's.
const businessToday = () => todayIn(BUSINESS_TZ);
const inDays = (n: number) => addDays(businessToday(), n);
/** The Friday after today (7 days ahead when today is Friday). */
/** The next Friday whose Saturday collection no holiday week moves (its curb task stays on Friday). */
function nextFriday() {
  let friday = onOrAfter(addDays(businessToday(), 1), 'friday');
  while (holidayShiftFor(addDays(friday, 1))) friday = addDays(friday, 7);
  return friday;
}

/** A new crew member made through the manager's API; `manager` is that API client, for the rest of the setup. */
async function newCrew(manager: APIRequestContext) {
  const username = unique('to');
  const res = await manager.post('/api/admin/employees', { data: { username, password: 'secret-1', role: 'crew' } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, username, password: 'secret-1', manager };
}

test('a crew member requests next Friday off and a manager approves it', async ({
  managerPage: page,
  managerApi,
  apiAs,
}) => {
  const crew = await newCrew(managerApi);
  const friday = nextFriday();

  // The crew member files the request for themself; the employee page is manager-only, so through the API.
  const asCrew = await apiAs(crew);
  const filed = await asCrew.post(`/api/admin/employees/${crew.id}/time-off`, {
    data: { startDate: friday, endDate: friday, type: 'personal', notes: 'Family visit' },
  });
  expect(filed.status()).toBe(201);
  expect(((await filed.json()) as { status: string }).status).toBe('pending');
  // Someone else's time off stays out of reach.
  const staff = (await (await crew.manager.get('/api/admin/employees')).json()) as { id: number; username: string }[];
  const casey = staff.find((s) => s.username === DEMO.crew.username);
  expect((await asCrew.get(`/api/admin/employees/${casey?.id}/time-off`)).status()).toBe(403);

  // The People link counts the waiting request, and People lists it under upcoming time off.
  await page.goto('/people');
  await expect(page.getByTestId('pending-time-off-count')).toHaveText(/^[1-9]\d*$/);
  const listed = page.getByTestId('employee-row').filter({ hasText: `@${crew.username}` });
  await expect(listed.getByTestId('upcoming-time-off')).toContainText('Personal');
  await expect(listed.getByTestId('upcoming-time-off')).toContainText('waiting for approval');

  await page.goto(`/employee/${crew.id}`);
  await expect(page.getByRole('heading', { name: 'Time Off & Availability' })).toBeVisible();
  await expect(page.getByText('Personal', { exact: true })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Manage Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Time Off' });
  await expect(dialog.getByText('1 request in all')).toBeVisible();
  for (const h of ['Type', 'Dates', 'Duration', 'Status', 'Notes', 'Created', 'Actions']) {
    await expect(dialog.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
  }
  const row = dialog.getByTestId('time-off-row');
  await expect(row).toContainText('1 day');
  await expect(row).toContainText('Family visit');
  await row.getByRole('button', { name: 'Approve Request' }).click();
  // Approving first checks the person's stops in the dates; this one has none.
  const approve = page.getByRole('dialog', { name: `Approve ${crew.username}'s time off` });
  await expect(approve.getByText(`${crew.username} has no stops assigned`)).toBeVisible();
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await seeToast(page, `${crew.username}: time off approved`);
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: 'Approve Request' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Deny Request' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Edit Request' })).toBeVisible();

  // The approved day off now blocks assignment on that date: the Assign Crew dialog of a task on that
  // Friday shows the employee but does not let them be chosen.
  const saturday = addDays(friday, 1);
  const customer = await crew.manager.post('/api/signups', {
    data: {
      name: unique('Friday '),
      address: '3300 W McGraw St',
      zipCode: '98199',
      phone: '2065550177',
      email: 'friday@example.com',
      needsGarbage: true,
      needsCompost: false,
      needsRecycling: false,
      contactMethod: 'both',
      binsToCurbDay: 'friday',
      collectionDay: 'saturday',
      binsToResidenceDay: 'saturday',
      serviceStartDate: saturday,
      serviceEndDate: saturday,
    },
  });
  expect(customer.status()).toBe(201);
  const customerId = ((await customer.json()) as { customer: { id: number } }).customer.id;
  await page.keyboard.press('Escape');
  await page.goto(`/customer/${customerId}`);
  const fridayLabel = new Date(`${friday}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const task = page.getByTestId('task-row').filter({ hasText: fridayLabel }).first();
  await task.getByRole('button', { name: /Assign crew/ }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Crew Member' });
  const option = assign.getByLabel('Crew Member').locator('option', { hasText: crew.username });
  await expect(option).toBeDisabled();
  await expect(option).toContainText('Time off (approved)');

  const conflicts = (await (await crew.manager.get(`/api/admin/employees/conflicts-for-date/${friday}`)).json()) as {
    id: number;
    hasConflict: boolean;
    conflictType: string;
  }[];
  expect(conflicts.find((c) => c.id === crew.id)).toMatchObject({ hasConflict: true, conflictType: 'approved' });
});

test('a manager creates, edits, denies and deletes requests with the form', async ({
  managerPage: page,
  managerApi,
}) => {
  const crew = await newCrew(managerApi);
  await page.goto(`/employee/${crew.id}`);
  await expect(page.getByText('No time off scheduled')).toBeVisible();
  await page.getByRole('button', { name: 'Manage Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Time Off' });
  await expect(dialog.getByText('0 requests in all')).toBeVisible();
  await expect(dialog.getByText('No time off requests found')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create First Request' }).click();

  const form = dialog.getByRole('form', { name: 'Time off request' });
  const start = form.getByLabel('Start Date');
  const end = form.getByLabel('End Date');
  await expect(start).toHaveAttribute('min', inDays(0));
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Start date is required')).toBeVisible();
  await expect(form.getByText('End date is required')).toBeVisible();
  await expect(form.getByText('Please select a time off type')).toBeVisible();

  await start.fill(inDays(10));
  await expect(end).toHaveAttribute('min', inDays(10));
  await end.fill(inDays(8));
  await form.getByLabel('Type').selectOption('vacation');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('End date must be on or after start date')).toBeVisible();
  await end.fill(inDays(10));
  await expect(form.getByTestId('time-off-duration')).toHaveText('Duration: 1 day');
  await end.fill(inDays(12));
  await expect(form.getByTestId('time-off-duration')).toHaveText('Duration: 3 days');
  await form.getByLabel('Notes (optional)').fill('Camping');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await seeToast(page, 'Time off request submitted', 'Your request has been submitted for approval.');
  await expect(dialog.getByText('1 request in all')).toBeVisible();
  const row = dialog.getByTestId('time-off-row');
  await expect(row).toContainText('Vacation');
  await expect(row).toContainText('3 days');

  // Edit.
  await row.getByRole('button', { name: 'Edit Request' }).click();
  await expect(form.getByLabel('Notes (optional)')).toHaveValue('Camping');
  await form.getByLabel('Notes (optional)').fill('Camping trip');
  await form.getByLabel('Type').selectOption('other');
  await form.getByRole('button', { name: 'Update Request' }).click();
  await seeToast(page, 'Time off request updated', 'Your changes have been saved.');
  await expect(row).toContainText('Camping trip');
  await expect(row).toContainText('Other');

  // A manager's own filing is approved; a pending one (filed via API as pending) can be denied.
  const pending = await crew.manager.post(`/api/admin/employees/${crew.id}/time-off`, {
    data: { startDate: inDays(20), endDate: inDays(21), type: 'sick', status: 'pending' },
  });
  expect(pending.status()).toBe(201);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Manage Time Off' }).click();
  await expect(dialog.getByText('2 requests in all')).toBeVisible();
  const sick = dialog.getByTestId('time-off-row').filter({ hasText: 'Sick' });
  await sick.getByRole('button', { name: 'Deny Request' }).click();
  await seeToast(page, `${crew.username}: time off denied`);
  await expect(sick).toContainText('Denied');

  // Delete with its confirmation.
  await sick.getByRole('button', { name: 'Delete Request' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Time Off Request' });
  await expect(confirm.getByText(/This action cannot be undone\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await seeToast(page, 'Time off record deleted successfully');
  await expect(dialog.getByText('1 request in all')).toBeVisible();

  const violations = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('the card shows the first 3 requests and View All beyond that', async ({ managerPage: page, managerApi }) => {
  const crew = await newCrew(managerApi);
  for (let i = 0; i < 4; i++) {
    const res = await crew.manager.post(`/api/admin/employees/${crew.id}/time-off`, {
      data: { startDate: inDays(30 + i * 3), endDate: inDays(31 + i * 3), type: 'vacation' },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/employee/${crew.id}`);
  await page.getByRole('button', { name: 'View All (4 total)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Time Off' });
  await expect(dialog.getByTestId('time-off-row')).toHaveCount(4);
  await expect(dialog.getByText('4 requests in all')).toBeVisible();
});
