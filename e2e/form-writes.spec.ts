import { addDays, todayIn } from '@bin-valet/schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { unique } from './support/pages';
import { BUSINESS_TZ } from './support/sync-helpers';

/**
 * Office writes as mutations (docs/decisions/0027-form-writes-as-mutations.md): a form sends once however
 * often it is submitted, shows its pending state, and what the write changed is shown again without a reload.
 */

const today = todayIn(BUSINESS_TZ);
test.use({ timezoneId: BUSINESS_TZ });
test.describe.configure({ timeout: 90_000 });

async function createCustomer(api: APIRequestContext): Promise<{ id: number; name: string }> {
  const name = unique('Writes ');
  const res = await api.post('/api/signups', {
    data: {
      name,
      address: '3201 W Smith St',
      zipCode: '98199',
      phone: '2065550142',
      email: 'writes@example.com',
      needsGarbage: true,
      contactMethod: 'text',
      binsToCurbDay: 'monday',
      collectionDay: 'tuesday',
      binsToResidenceDay: 'tuesday',
      serviceStartDate: today,
      serviceEndDate: addDays(today, 13),
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { customer: { id: number } };
  return { id: body.customer.id, name };
}

/** The in-app navigation link: a client-side move keeps the data cache (a page.goto would empty it). */
const navTo = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();

test('Record Payment sends once for a double submit, shows its pending state, then the payment list has it', async ({
  managerPage: page,
  managerApi,
}) => {
  const customer = await createCustomer(managerApi);
  await page.goto(`/customer/${customer.id}`);
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible({ timeout: 20_000 });

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/signups/${customer.id}/payments`)) posts.push(r.url());
  });
  // Held for a moment, so the second submit arrives while the first is in flight.
  await page.route(`**/api/signups/${customer.id}/payments`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });

  await page.getByRole('button', { name: 'Record Payment' }).first().click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await pay.getByLabel('Amount ($)').fill('45');
  await pay.getByLabel('Billing Period').fill('April 2026');
  // Two submits in one task: a double Enter before React has re-rendered the button.
  await page.evaluate(() => {
    const form = document.getElementById('record-payment-form') as HTMLFormElement;
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(pay.getByRole('button', { name: 'Record Payment' })).toBeDisabled();
  await expect(pay).toBeHidden();
  await expect(page.getByTestId('recent-payment')).toContainText('$45');
  expect(posts).toHaveLength(1);
  const stored = (await (await managerApi.get(`/api/signups/${customer.id}/payments`)).json()) as unknown[];
  expect(stored).toHaveLength(1);
});

test('a field message shows under its field and nothing is sent until the form is valid', async ({
  managerPage: page,
  managerApi,
}) => {
  const customer = await createCustomer(managerApi);
  await page.goto(`/customer/${customer.id}`);
  await expect(page.getByRole('heading', { name: 'Job Tracking' })).toBeVisible({ timeout: 20_000 });
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().endsWith(`/api/signups/${customer.id}`)) sent++;
  });
  await page.getByRole('button', { name: 'Edit Customer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Customer' });
  await edit.getByLabel('Name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Name is required')).toBeVisible();
  expect(sent).toBe(0);

  // The saved answer shows at once here, and the customer list reached in-app asks again.
  const renamed = `${customer.name} Renamed`;
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  expect(sent).toBe(1);
  await navTo(page, 'Customers');
  await page.getByLabel('Search customers').fill(renamed);
  await expect(page.getByRole('link', { name: renamed }).first()).toBeVisible();
});

test('an employee deleted from the page opened from the list is gone from that list', async ({
  managerPage: page,
  managerApi,
}) => {
  const username = unique('gone');
  const created = await managerApi.post('/api/admin/employees', {
    data: { username, password: 'secret-1', role: 'crew', name: `Soon Gone ${username}` },
  });
  expect(created.status()).toBe(201);

  await navTo(page, 'People');
  const link = page.getByRole('link', { name: `Soon Gone ${username}` });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await link.click();
  await page.getByRole('button', { name: 'Employee actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Employee' }).click();
  const del = page.getByRole('alertdialog', { name: 'Delete Employee' });
  await del.getByRole('button', { name: 'Delete Employee' }).click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByTestId('employee-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Soon Gone ${username}` })).toHaveCount(0);
});
