import {
  addDays,
  cityDate,
  holidayShiftsBetween,
  type Job,
  type PublicTracking,
  type SignupCreated,
  shortDay,
  type TrackingRecord,
  todayIn,
} from '@bin-valet/schema';
import type { APIRequestContext, Locator } from '@playwright/test';
import { ANY_DAY, expect, test } from './support/fixtures';
import { seeToast, unique } from './support/pages';
import { customerServedOn } from './support/signups';
import { BUSINESS_TZ } from './support/sync-helpers';

const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
const monthTitle = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Pages the request calendar to the month of `date`. */
async function showMonth(dialog: Locator, date: string) {
  const table = dialog.getByRole('table');
  for (let i = 0; i < 4; i++) {
    const shown = (await table.getAttribute('aria-label'))?.replace('Collection dates, ', '') ?? '';
    if (shown === monthTitle(date)) return;
    const later = Date.parse(`1 ${shown} UTC`) < Date.parse(`${date}T00:00:00Z`);
    await dialog.getByRole('button', { name: later ? 'Next month' : 'Previous month' }).click();
  }
  await expect(table).toHaveAttribute('aria-label', `Collection dates, ${monthTitle(date)}`);
}

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
    // What the page is for is in its HTML, before any of the app's code has run; it stays once the account is in.
    const intro = 'Keep this link to yourself: it opens your account without a password.';
    expect(await (await request.get(`/track/${token}`)).text()).toContain(intro);
    await page.goto(`/track/${token}`);
    await expect(page.locator('#root').getByText(intro)).toBeVisible();

    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
    await expect(page.getByText(`Track your Magnolia ${info.productName} service`)).toBeVisible();

    const account = page.getByRole('region', { name: 'Account Status' });
    await expect(account).toContainText('Payment Status');
    await expect(account.getByTestId('payment-status')).toHaveText('Trial');
    await expect(account).toContainText('Plan$30 per month, first two jobs free');
    await expect(account).not.toContainText('/service');

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

    // Only the customer's collection dates from today on are offered, across months: Saturdays, or the
    // day the city moved one to in a holiday week.
    const offered = dialog.getByRole('button', { name: /^\w+day, \w+ \d+, \d{4}$/, disabled: false });
    const wanted = new Set(info.requestDates.map((d) => longDay(d.collectionDate)));
    for (let month = 0; month < 2; month++) {
      const labels = await offered.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        expect(wanted.has(label)).toBe(true);
        expect(label.startsWith('Saturday') || label.startsWith('Sunday')).toBe(true);
      }
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
      // The first date offered: a Saturday, or where a holiday week moved one.
      .getByRole('button', { name: /^\w+day, \w+ \d+, \d{4}$/, disabled: false })
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

  // `npm run test:holidays` runs this in Thanksgiving and Christmas weeks, with the page on Playwright's clock.
  test('the request calendar shows the city’s actual dates in a holiday week and greys the scheduled one', async ({
    page,
    request,
    adminApi,
  }) => {
    const today = todayIn(BUSINESS_TZ);
    // The next holiday week in the request window: the customer's usual day is the first one it moves.
    const week = holidayShiftsBetween(today, addDays(today, 80))[0];
    const regular = week ? ([today, week.startDate].sort().at(-1) ?? today) : addDays(today, 3);
    const moved = cityDate(regular).collectionDate;
    const customer = await customerServedOn(adminApi, regular, {
      name: `Holly Holiday ${unique('')}`,
      address: `9 Turkey Ln ${unique('')}`,
    });
    const token = customer.trackingToken;
    const info = (await (await request.get(`/api/track/${token}`)).json()) as PublicTracking;
    expect(info.requestDates.find((d) => d.collectionDate === moved)).toMatchObject({ taken: null });
    // A collection two weeks on, placed by the office where the city collects it.
    const jobRes = await adminApi.post('/api/jobs', {
      data: { customerId: customer.id, collectionDate: addDays(regular, 14) },
    });
    expect(jobRes.status()).toBe(201);
    const scheduled = ((await jobRes.json()) as { job: Job }).job.collectionDate;

    await page.goto(`/track/${token}`);
    const collections = page.getByRole('region', { name: 'Your Collections' });
    await collections.getByRole('button', { name: 'Ask for a collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Next Collection' });
    await showMonth(dialog, moved);
    await expect(dialog.getByRole('button', { name: longDay(moved), exact: true })).toBeEnabled();
    if (week) {
      // The usual day is no collection that week; choosing the moved one says why.
      if (regular.slice(0, 7) === moved.slice(0, 7))
        await expect(dialog.getByRole('button', { name: longDay(regular), exact: true })).toBeDisabled();
      await dialog.getByRole('button', { name: longDay(moved), exact: true }).click();
      await expect(dialog.getByTestId('asked-date-note')).toHaveText(
        `The city collects on ${shortDay(moved)} instead of ${shortDay(regular)} that week (${week.name})`,
      );
    }
    await showMonth(dialog, scheduled);
    await expect(dialog.getByRole('button', { name: `${longDay(scheduled)}, already scheduled` })).toBeDisabled();

    await showMonth(dialog, moved);
    await dialog.getByRole('button', { name: longDay(moved), exact: true }).click();
    await dialog.getByRole('button', { name: 'Schedule Collection' }).click();
    await seeToast(page, 'Collection Scheduled');
    // Asked for now: greyed as requested when the calendar opens again.
    await collections.getByRole('button', { name: 'Ask for a collection' }).click();
    await showMonth(dialog, moved);
    await expect(dialog.getByRole('button', { name: `${longDay(moved)}, already requested` })).toBeDisabled();
  });

  test('says so when the link names no customer', ANY_DAY, async ({ page }) => {
    await page.goto('/track/this-token-does-not-exist-000');
    await expect(page.getByText('Customer not found. Please check the link and try again.')).toBeVisible();
  });
});
