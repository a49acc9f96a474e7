import { addDays, type Customer, currentTrialMonth, type PublicTracking, type SignupCreated } from '@bin-valet/schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { expect, test } from './support/fixtures';
import { seeToast, unique } from './support/pages';

/** One pricing model, the city's collection date, the current period, and the customer page said once. */

/** A customer the office creates; with a start date, weekly jobs follow. */
async function officeCustomer(manager: APIRequestContext, over: Record<string, unknown> = {}) {
  const res = await manager.post('/api/signups', {
    data: {
      name: unique('Consistent '),
      address: '3210 W Elmore St',
      city: 'Seattle',
      state: 'WA',
      zipCode: '98199',
      phone: '2065550161',
      email: `${unique('consistent')}@example.com`,
      needsGarbage: true,
      ...over,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as SignupCreated & { customer: Customer };
}

async function businessToday(request: APIRequestContext, token: string) {
  return ((await (await request.get(`/api/track/${token}`)).json()) as PublicTracking).today;
}

test('one price story: the customer sees the plan, a Trial status and what is owed; the office rate stays the office’s', async ({
  page,
  request,
  managerApi: manager,
  pageAs,
}) => {
  const config = (await (await request.get('/api/public/config')).json()) as { freeTrialMonth: string | null };
  expect(config.freeTrialMonth).toBe('July');
  const { trackingToken, customer } = await officeCustomer(manager, { serviceRate: 7 });
  const today = await businessToday(request, trackingToken);
  await page.goto('/signup');
  // July is named only while it is this month or still ahead in the year.
  const trial = currentTrialMonth('July', today)
    ? 'Our free trial runs all through July: your first two jobs are on us'
    : 'Our free trial is on: your first two jobs are on us';
  await expect(page.getByText(trial)).toBeVisible();
  await expect(page.getByText(/regular pricing of \$30 per month begins/)).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#pricing')).toContainText('$30 per month');
  await expect(page.locator('#pricing')).toContainText('First two jobs free');

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 780 });
    await page.goto(`/track/${trackingToken}`);
    const account = page.getByRole('region', { name: 'Account Status' });
    await expect(account.getByTestId('payment-status')).toHaveText('Trial');
    await expect(account).toContainText('Plan$30 per month, first two jobs free');
    await expect(account.getByTestId('amount-owed')).toHaveText('Nothing to pay: 2 free jobs left.');
    await expect(account).not.toContainText('/service');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  const office = await pageAs('manager');
  await office.goto(`/customer/${customer.id}`);
  await expect(office.getByText('Rate: $7/service (office rate)').first()).toBeVisible();
});

test('Next Collection names the city collection date and, apart, when the bins go out and come back', async ({
  page,
  request,
  managerApi: manager,
}) => {
  const probe = await officeCustomer(manager);
  const today = await businessToday(request, probe.trackingToken);
  // Saturday collection, bins out Friday, back Sunday: three different days.
  const { trackingToken } = await officeCustomer(manager, {
    serviceStartDate: today,
    binsToCurbDay: 'friday',
    collectionDay: 'saturday',
    binsToResidenceDay: 'sunday',
  });
  const upcoming = (await (await request.get(`/api/track/${trackingToken}/upcoming-services`)).json()) as {
    taskType: string;
    collectionDate: string;
    cityCollectionDate: string;
    binsOutDate: string;
    binsBackDate: string;
  }[];
  const first = upcoming[0];
  // The task's own day is not the collection day (a holiday week may move both by a day).
  expect(first.taskType).toBe('take_to_curb');
  expect(first.collectionDate).toBe(first.binsOutDate);
  expect(first.binsOutDate < first.cityCollectionDate).toBe(true);
  await page.goto(`/track/${trackingToken}`);
  const next = page.getByRole('region', { name: 'Next Collection' });
  const long = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const short = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  await expect(next.getByTestId('next-collection-date')).toHaveText(long(first.cityCollectionDate));
  await expect(next).toContainText(`Bins go out${short(first.binsOutDate)}`);
  await expect(next).toContainText(`Bins come back${short(first.binsBackDate)}`);
  await expect(page.getByRole('region', { name: 'Service Details' })).toContainText('Saturday');
});

test('customer page: the name once, Quick Actions repeat nothing, the next few jobs, the current period with its history', async ({
  managerPage: page,
  request,
  managerApi: manager,
}) => {
  const probe = await officeCustomer(manager);
  const today = await businessToday(request, probe.trackingToken);
  const { customer } = await officeCustomer(manager, { serviceStartDate: today });
  // An old, ended schedule and the current one.
  const old = await manager.post(`/api/signups/${customer.id}/service-periods`, {
    data: { startDate: '2024-09-07', endDate: '2024-10-26', status: 'completed', notes: 'Fall 2024' },
  });
  expect(old.ok()).toBeTruthy();
  const current = await manager.post(`/api/signups/${customer.id}/service-periods`, {
    data: { startDate: today, endDate: addDays(today, 120), status: 'active' },
  });
  expect(current.ok()).toBeTruthy();
  await page.goto(`/customer/${customer.id}`);
  await expect(page.getByRole('heading', { name: 'Job Tracking' })).toBeVisible();

  // The name is the page heading only.
  await expect(page.getByRole('heading', { name: customer.name })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();
  await expect(page.getByText(customer.name, { exact: true })).toHaveCount(1);

  // Nothing in Quick Actions is offered elsewhere on the page.
  const quick = page
    .locator('.chakra-card__root')
    .filter({ has: page.getByRole('heading', { name: 'Quick Actions' }) });
  const names = await quick.locator('a, button').allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) await expect(page.getByText(name.trim(), { exact: true })).toHaveCount(1);
  await expect(quick.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${customer.email}`);
  await expect(quick.getByRole('link', { name: "See the Customer's Tracking Page" })).toHaveAttribute(
    'href',
    new RegExp(`/track/${customer.trackingToken}$`),
  );

  // The next three upcoming jobs, the rest on demand.
  const jobs = (await (await manager.get(`/api/signups/${customer.id}/jobs`)).json()) as { collectionDate: string }[];
  const upcoming = jobs.filter((j) => j.collectionDate >= today).length;
  expect(upcoming).toBeGreaterThan(3);
  const cards = page.getByTestId('job-card');
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: `Show ${upcoming - 3} more` }).click();
  await expect(cards).toHaveCount(upcoming);
  await page.getByRole('button', { name: 'Show fewer' }).click();
  await expect(cards).toHaveCount(3);

  // The period running now; the 2024 one only in the history.
  const schedule = page.getByTestId('current-schedule');
  await expect(schedule).toContainText('Current:');
  await expect(schedule).toContainText('Active');
  await expect(schedule).not.toContainText('2024');
  await schedule.getByRole('button', { name: 'History (1)' }).click();
  await expect(schedule.getByTestId('schedule-history')).toContainText('Sep 7, 2024 – Oct 26, 2024');
});

test('a phone user changes a job only through a menu choice, no modifier key', async ({
  managerPage: page,
  request,
  managerApi: manager,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const probe = await officeCustomer(manager);
  const today = await businessToday(request, probe.trackingToken);
  const { customer } = await officeCustomer(manager, { serviceStartDate: today });
  await page.goto(`/customer/${customer.id}`);
  const job = page.getByTestId('job-card').first();
  await job.getByRole('button', { name: /Change status of job/ }).click();
  await expect(page.getByRole('menu')).not.toContainText('Shift or Ctrl to change');
  await page.getByRole('menuitemcheckbox', { name: 'Change the job only (tasks unchanged)' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /Change the job only/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitem', { name: 'Missed' }).click();
  await seeToast(page, 'Job Updated', 'Job marked Missed (tasks unchanged)');
  await expect(job.getByRole('button', { name: /Change status of job/ })).toContainText('Missed');
  // The tasks kept their status.
  await expect(job.getByRole('button', { name: /^Change status of Bins to Curb/ })).toContainText('Scheduled');
  // Without the tick the tasks follow; the tick does not stay on for the next choice.
  await job.getByRole('button', { name: /Change status of job/ }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /Change the job only/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.getByRole('menuitem', { name: 'Scheduled' }).click();
  await seeToast(page, 'Job Updated', 'Job and its tasks marked Scheduled');
});

async function background(page: Page, name: string) {
  return page
    .getByRole('button', { name, exact: true })
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
}

test('primary buttons are one colour, and every password reveal is the same eye button', async ({
  managerPage: page,
  managerApi: manager,
}) => {
  const { customer } = await officeCustomer(manager);
  await page.goto('/admin/customers');
  const createCustomer = await background(page, 'Create New Customer');
  await page.goto(`/customer/${customer.id}`);
  const createJob = await background(page, 'Create New Job');
  expect(createJob).toBe(createCustomer);
  expect(await background(page, 'Record Payment')).toBe(createJob);
  await page.goto('/people');
  expect(await background(page, 'Add Employee')).toBe(createJob);

  // The Add Employee dialog and the change-password page reveal a password with the same eye button.
  await page.goto('/people');
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Employee' });
  const eye = dialog.getByRole('button', { name: 'Show password' });
  await expect(eye).toHaveText('');
  await expect(eye.locator('svg')).toHaveCount(1);
  await eye.click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(dialog.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await page.goto('/change-password');
  const other = page.getByRole('button', { name: 'Show new password' });
  await expect(other).toHaveText('');
  await expect(other.locator('svg')).toHaveCount(1);
  expect(await other.getAttribute('class')).toBe(
    await page.getByRole('button', { name: 'Show current password' }).getAttribute('class'),
  );
});

test('the user menu opens from the first paint, and the Dashboard link counts pending requests', async ({
  managerPage: page,
  request,
  managerApi: manager,
}) => {
  test.slow();
  await page.goto('/route-planner');
  // At once, well before the idle moment the menu code used to wait for.
  await page.getByRole('button', { name: `User menu for ${DEMO.manager.username}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await page.keyboard.press('Escape');

  const { trackingToken, customer } = await officeCustomer(manager);
  // A date the customer's request calendar offers (the city's actual dates, none taken yet).
  const tracking = (await (await request.get(`/api/track/${trackingToken}`)).json()) as PublicTracking;
  const offered = tracking.requestDates.find((d) => d.taken === null);
  expect(offered).toBeDefined();
  const asked = await request.post(`/api/track/${trackingToken}/schedule-collection`, {
    data: { collectionDate: offered?.collectionDate },
  });
  expect(asked.ok()).toBeTruthy();
  // Other specs add and answer requests meanwhile: the badge must show what the server told this page.
  const read = page.waitForResponse((r) => r.url().includes('/api/collection-requests?status=pending'));
  await page.goto('/admin');
  const count = ((await (await read).json()) as unknown[]).length;
  expect(count).toBeGreaterThan(0);
  const dashboard = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard', exact: true });
  await expect(dashboard.getByTestId('pending-requests-count')).toHaveText(String(count));
  await expect(dashboard).toHaveAccessibleDescription(
    `${count} pending collection ${count === 1 ? 'request' : 'requests'}`,
  );
  // Answering one on the dashboard lowers the count at once.
  const item = page.getByTestId('collection-requests').getByRole('listitem').filter({ hasText: customer.name });
  // The badge's own read once this request is answered (a read from before the answer still lists it).
  type Pending = { customerId: number }[];
  const reread = page.waitForResponse(
    async (r) =>
      r.url().includes('/api/collection-requests?status=pending') &&
      !((await r.json()) as Pending).some((p) => p.customerId === customer.id),
  );
  await item.getByRole('button', { name: `Approve ${customer.name}'s request` }).click();
  await seeToast(page, 'Collection approved');
  const left = (await (await reread).json()) as Pending;
  if (left.length > 0) await expect(dashboard.getByTestId('pending-requests-count')).toHaveText(String(left.length));
  else await expect(dashboard.getByTestId('pending-requests-count')).toHaveCount(0);
});

test('dashboard at 360 px: the range buttons fit and the route table shows Customer and Status first', async ({
  pageAs,
}) => {
  const page = await pageAs('manager', { viewport: { width: 360, height: 780 } });
  await page.getByRole('button', { name: 'Next 2 Weeks' }).click();
  const row = page.getByTestId('route-row').first();
  await expect(row).toBeVisible();
  const status = row.getByRole('button', { name: /^Status of / });
  const box = await status.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  const headers = await page.getByTestId('route-table').getByRole('columnheader').allInnerTexts();
  expect(headers.slice(0, 2)).toEqual(['Customer', 'Status']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the tracking page shows the current service period; an old one only under Past schedules', async ({
  page,
  request,
  managerApi: manager,
}) => {
  const probe = await officeCustomer(manager);
  const today = await businessToday(request, probe.trackingToken);
  const { customer, trackingToken } = await officeCustomer(manager, {
    serviceStartDate: today,
    serviceEndDate: addDays(today, 90),
  });
  const old = await manager.post(`/api/signups/${customer.id}/service-periods`, {
    data: { startDate: '2024-09-07', endDate: '2024-10-26', status: 'completed' },
  });
  expect(old.ok()).toBeTruthy();
  await page.goto(`/track/${trackingToken}`);
  const schedule = page.getByRole('region', { name: 'Service Schedule' });
  const long = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  await expect(schedule).toContainText(`Start Date${long(today)}`);
  await expect(schedule).toContainText(`End Date${long(addDays(today, 90))}`);
  const past = schedule.getByTestId('past-schedules');
  await expect(past.getByText('Sep 7, 2024 – Oct 26, 2024')).toBeHidden();
  await past.getByText('Past schedules (1)').click();
  await expect(past.getByText('Sep 7, 2024 – Oct 26, 2024')).toBeVisible();
});
