import type { PublicTracking, SignupCreated, TrackingRecord } from '@bin-valet/schema';
import type { APIRequestContext } from '@playwright/test';
import { ANY_DAY, expect, test } from './support/fixtures';
import { unique } from './support/pages';

/** A new customer through the public signup call; no start date means no jobs yet. */
async function signUp(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const name = `Tracy Track ${unique('')}`;
  const res = await request.post('/api/signups', {
    data: {
      name,
      address: '2400 Thorndyke Ave W',
      zipCode: '98199',
      phone: '2065550177',
      email: `${unique('')}@example.com`,
      needsGarbage: true,
      garbageQty: 2,
      needsCompost: false,
      needsRecycling: true,
      recyclingQty: 1,
      ...extra,
    },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as SignupCreated;
  return { name, token: created.trackingToken };
}

test.describe('customer tracking page', () => {
  test('shows the cards of a new customer and schedules a collection on the collection day', async ({
    page,
    request,
  }) => {
    const { name, token } = await signUp(request);
    const info = (await (await request.get(`/api/track/${token}`)).json()) as PublicTracking;
    await page.goto(`/track/${token}`);

    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
    await expect(page.getByText(`Track your Magnolia ${info.productName} service`)).toBeVisible();

    const account = page.getByRole('region', { name: 'Account Status' });
    await expect(account).toContainText('Payment Status');
    await expect(account).toContainText('Pending');
    await expect(account).toContainText('Monthly Rate');
    await expect(account).toContainText('$5');

    const details = page.getByRole('region', { name: 'Service Details' });
    await expect(details).toContainText('Saturday');
    await expect(details.getByText('2 Garbage')).toBeVisible();
    await expect(details.getByText('1 Recycling')).toBeVisible();
    await expect(details.getByText('Compost')).toHaveCount(0);

    const contact = page.getByRole('region', { name: 'Contact Information' });
    await expect(contact).toContainText('2400 Thorndyke Ave W');
    await expect(contact).toContainText('206-555-0177');
    await expect(contact).toContainText('Text Only');

    // No start or end date: no Service Schedule card.
    await expect(page.getByRole('region', { name: 'Service Schedule' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Recent Services' })).toBeVisible();
    await page.getByRole('tab', { name: 'Upcoming Services' }).click();
    await expect(page.getByText('No upcoming services scheduled.')).toBeVisible();

    const next = page.getByRole('region', { name: 'Next Collection' });
    await expect(next).toContainText('No upcoming collections');
    await next.getByRole('button', { name: 'Schedule Next Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Next Collection' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Schedule Collection' }).click();
    await expect(page.getByText('Date Required')).toBeVisible();
    await expect(page.getByText('Please select a date for collection.')).toBeVisible();

    // Only Saturdays from today on are offered, across months.
    const offered = dialog.getByRole('button', { name: /^\w+day, \w+ \d+, \d{4}$/, disabled: false });
    for (let month = 0; month < 2; month++) {
      const labels = await offered.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.every((l) => l.startsWith('Saturday'))).toBe(true);
      for (const label of labels)
        expect(new Date(label).getTime()).toBeGreaterThanOrEqual(new Date(`${info.today}T00:00`).getTime());
      await dialog.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(dialog.getByRole('button', { name: /^Friday/ }).first()).toBeDisabled();
    const chosen = offered.first();
    const chosenLabel = (await chosen.getAttribute('aria-label')) ?? '';
    await chosen.click();
    await expect(dialog.getByText(`Selected: ${chosenLabel}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Schedule Collection' }).click();

    await expect(page.getByText('Collection Scheduled')).toBeVisible();
    await expect(page.getByText(/sent to your service provider\. They will contact you to confirm/)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(next).toContainText(chosenLabel);
    await expect(next).toContainText('Pending');
    await expect(next).toContainText('Take to Curb');
    await expect(next).toContainText(`Awaiting Magnolia ${info.productName} approval`);

    await page.getByRole('tab', { name: 'Upcoming Services' }).click();
    const table = page.getByRole('tabpanel').getByRole('table');
    for (const header of ['Date', 'Service Type', 'Status', 'Notes']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(table.getByRole('row').nth(1)).toContainText('No notes');
  });

  test('reports a refused request with Scheduling Failed', async ({ page, request }) => {
    const { token } = await signUp(request);
    await page.goto(`/track/${token}`);
    await page.route('**/schedule-collection', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Too many' }) }),
    );
    await page.getByRole('button', { name: 'Schedule Next Collection' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /^Saturday/, disabled: false })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Schedule Collection' }).click();
    await expect(page.getByText('Scheduling Failed')).toBeVisible();
    await expect(page.getByText('Too many')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('shows the next scheduled task and the service schedule of a customer with jobs', async ({ page, request }) => {
    const probe = await signUp(request);
    const { today } = (await (await request.get(`/api/track/${probe.token}`)).json()) as PublicTracking;
    const { token } = await signUp(request, { serviceStartDate: today });
    const upcoming = (await (await request.get(`/api/track/${token}/upcoming-services`)).json()) as TrackingRecord[];
    expect(upcoming.length).toBeGreaterThan(0);

    await page.goto(`/track/${token}`);
    const next = page.getByRole('region', { name: 'Next Collection' });
    await expect(next.getByText('Scheduled')).toBeVisible();
    // A collection, told with the days its bins go out and come back (not one task of it).
    await expect(next).toContainText('Bins go out');
    await expect(next).toContainText('Bins come back');
    await expect(next.getByRole('button', { name: 'Schedule Next Collection' })).toHaveCount(0);
    const schedule = page.getByRole('region', { name: 'Service Schedule' });
    await expect(schedule).toContainText('Start Date');
    await expect(schedule).toContainText('End Date');
    await expect(schedule).toContainText('Not set');
    await page.getByRole('tab', { name: 'Upcoming Services' }).click();
    await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(upcoming.length + 1);
  });

  test('lists recent services of a long-standing customer', async ({ page, request, adminApi }) => {
    const customers = (await (await adminApi.get('/api/signups')).json()) as { trackingToken: string }[];
    let found: { token: string; recent: TrackingRecord[] } | null = null;
    for (const c of customers.slice(0, 15)) {
      const recent = (await (await request.get(`/api/track/${c.trackingToken}/services`)).json()) as TrackingRecord[];
      if (recent.length) {
        found = { token: c.trackingToken, recent };
        break;
      }
    }
    test.skip(!found, 'no demo customer with past services');
    if (!found) return;
    await page.goto(`/track/${found.token}`);
    const rows = page.getByRole('tabpanel').getByRole('row');
    await expect(rows).toHaveCount(Math.min(found.recent.length, 10) + 1);
    await expect(rows.nth(1)).toContainText(found.recent[0].notes || 'No notes');
  });

  test('says so when the link names no customer', ANY_DAY, async ({ page }) => {
    await page.goto('/track/this-token-does-not-exist-000');
    await expect(page.getByText('Customer not found. Please check the link and try again.')).toBeVisible();
  });
});
