import type { SignupCreated } from '@bin-valet/schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { unique } from './support/pages';

/** A new customer signs up and asks for a collection from their tracking page, as the public does. */
async function customerWithRequest(page: Page, request: APIRequestContext) {
  const name = unique('Reqa ');
  const res = await request.post('/api/signups', {
    data: {
      name,
      address: '3100 W Galer St',
      zipCode: '98199',
      phone: '2065550188',
      email: `${unique('req')}@example.com`,
      needsGarbage: true,
    },
  });
  expect(res.status()).toBe(201);
  const { trackingToken } = (await res.json()) as SignupCreated;
  await page.goto(`/track/${trackingToken}`);
  const next = page.getByRole('region', { name: 'Next Collection' });
  await next.getByRole('button', { name: 'Schedule Next Collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Next Collection' });
  // The first date offered: a Saturday, or the day a holiday week moved one to.
  const day = dialog.getByRole('button', { name: /^\w+day, \w+ \d+, \d{4}$/, disabled: false }).first();
  const label = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  await dialog.getByRole('button', { name: 'Schedule Collection' }).click();
  await expect(next).toContainText('Pending');
  return { name, trackingToken, label };
}

test.describe('collection requests', () => {
  // Two browsers (the customer's and the office's) and a sign-in each: more than one page's worth of time.
  test.slow();
  test('a request reaches the office dashboard, is approved, and the tracking page shows it scheduled', async ({
    page,
    request,
    pageAs,
  }) => {
    const customer = await customerWithRequest(page, request);
    const office = await pageAs('manager');
    const card = office.getByTestId('collection-requests');
    const item = card.getByRole('listitem').filter({ hasText: customer.name });
    await expect(item).toContainText('3100 W Galer St');
    await item.getByRole('button', { name: `Approve ${customer.name}'s request` }).click();
    await expect(office.getByText('Collection approved')).toBeVisible();
    await expect(item).toHaveCount(0);

    // The approved collection is now a job: its bins go out the day before, and nothing is pending.
    await page.reload();
    const next = page.getByRole('region', { name: 'Next Collection' });
    await expect(next).toContainText('Scheduled');
    await expect(next).not.toContainText('Awaiting');
    await page.getByRole('tab', { name: 'Upcoming Services' }).click();
    const rows = page.getByRole('tabpanel', { name: 'Upcoming Services' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Take to Curb' }).first()).toBeVisible();
  });

  test('a declined request shows the reason on the tracking page and the customer page', async ({
    page,
    request,
    pageAs,
  }) => {
    const customer = await customerWithRequest(page, request);
    const office = await pageAs('manager');
    const item = office.getByTestId('collection-requests').getByRole('listitem').filter({ hasText: customer.name });
    await item.getByRole('button', { name: `Decline ${customer.name}'s request` }).click();
    const dialog = office.getByRole('dialog', { name: `Decline ${customer.name}'s request` });
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(dialog.getByText('Please give the customer a reason')).toBeVisible();
    await dialog.getByLabel('Reason for the customer').fill('We are fully booked that Saturday, sorry!');
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(office.getByText('Request declined')).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Upcoming Services' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Upcoming Services' })).toContainText(
      'We are fully booked that Saturday, sorry!',
    );

    await office.getByRole('searchbox', { name: 'Search customers' }).fill(customer.name);
    await office.getByTestId('search-results').getByRole('link', { name: customer.name }).click();
    const requests = office.getByTestId('customer-requests');
    await expect(requests).toContainText('Declined');
    await expect(requests).toContainText('We are fully booked that Saturday, sorry!');
  });
});
