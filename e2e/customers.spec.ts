import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Customer Management /admin/customers on the demo data. */
async function openList(page: Page) {
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customer Management' })).toBeVisible();
  await expect(page.getByTestId('customer-row').first()).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('customer-row');
const statuses = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search customers' });

// Each test opens its own screen first: no landing page after signing in.
test.use({ landOnHome: false });

test.describe('customer management', () => {
  test('finds a customer by part of the phone number and shows every column format', async ({
    customerServicePage: page,
  }) => {
    await openList(page);
    await search(page).fill('555 0145');
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row.getByRole('link', { name: 'Blake Hansen' })).toHaveAttribute('href', /\/customer\/\d+$/);
    await expect(row).toContainText('W McGraw St, Seattle, WA 98199');
    await expect(row).toContainText('(206) 555-0145');
    await expect(row).toContainText('blake.hansen@example.com');
    await expect(row).toContainText(/Text & Call|Text Only|Call Only/);
    await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(row).toContainText(/Today|Yesterday|\d+ days ago/);
    await expect(row).toContainText(/Next Job: (Mon|Tue|Wed|Thu|Fri|Sat|Sun)\. [A-Z][a-z]{2} \d{1,2}/);
    await expect(row).toContainText(/Rate: \$\d+\/service/);
    await expect(row).toContainText('Active');
    await search(page).fill('no such customer here');
    await expect(page.getByText('No customers match your search criteria.')).toBeVisible();
  });

  test('orders active, suspended, cancelled; pages of 12; filters by status and by the Active card', async ({
    customerServicePage: page,
  }) => {
    await openList(page);
    await expect(rows(page)).toHaveCount(12);
    expect((await statuses(page))[0]).toBe('active');
    const nav = page.getByRole('navigation', { name: 'Customer pages' });
    const buttons = nav.getByRole('button', { name: /^Page \d+$/ });
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(5);
    // Other specs add customers while this one runs: walk to the real last page with Next.
    const next = nav.getByRole('button', { name: 'Next' });
    while (await next.isEnabled()) await next.click();
    const last = await statuses(page);
    expect(last[last.length - 1]).toBe('cancelled');
    const rank = { active: 0, suspended: 1, cancelled: 2 } as Record<string, number>;
    for (let i = 1; i < last.length; i++) expect(rank[last[i] ?? '']).toBeGreaterThanOrEqual(rank[last[i - 1] ?? '']);
    // The first page shows 'Next Job' rows before 'No upcoming service' rows among active customers.
    // Back to the first page (the page buttons show a window of 5 around the current page).
    const previous = nav.getByRole('button', { name: 'Previous' });
    while (await previous.isEnabled()) await previous.click();
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const services = await rows(page).evaluateAll((els) => els.map((e) => e.textContent?.includes('Next Job:')));
    expect(services.indexOf(false) === -1 || !services.slice(services.indexOf(false)).includes(true)).toBe(true);

    await page.getByLabel('Status', { exact: true }).selectOption('suspended');
    await expect(rows(page).first()).toHaveAttribute('data-status', 'suspended');
    expect(new Set(await statuses(page))).toEqual(new Set(['suspended']));
    await expect(rows(page).first()).toContainText('No upcoming service');

    const activeCard = page.getByRole('button', { name: /^Active customers:/ });
    await activeCard.click();
    await expect(activeCard).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('active');
    expect(new Set(await statuses(page))).toEqual(new Set(['active']));
    await activeCard.click();
    await expect(activeCard).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('all');
  });

  test('create a customer: per-field errors, admin defaults, then success', async ({ customerServicePage: page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Create New Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Customer' });
    await expect(dialog.getByLabel('Contact Preference')).toHaveValue('both');
    await expect(dialog.getByLabel('Bins to Curb Day')).toHaveValue('monday');
    await expect(dialog.getByLabel('Collection Day')).toHaveValue('tuesday');
    await expect(dialog.getByLabel('Bins to Residence Day')).toHaveValue('tuesday');
    await expect(dialog.getByLabel('Service Rate ($ per service)')).toHaveValue('5');
    await expect(dialog.getByLabel('Status')).toHaveValue('active');
    await dialog.getByRole('button', { name: 'Create Customer' }).click();
    for (const msg of [
      'Name is required',
      'Address is required',
      'ZIP code is required',
      'Phone number must be at least 10 digits',
      'Valid email is required',
    ]) {
      await expect(dialog.getByText(msg)).toBeVisible();
    }
    const name = `E2E Office ${Date.now()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Address').fill('3210 W Galer St');
    await dialog.getByLabel('ZIP Code').fill('98199');
    await dialog.getByLabel('Phone').fill('(206) 555-7788');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Service Rate ($ per service)').fill('51');
    await dialog.getByRole('button', { name: 'Create Customer' }).click();
    await expect(dialog.getByText('Valid email is required')).toBeVisible();
    await expect(dialog.getByText('Service rate must be between 1 and 50')).toBeVisible();
    await expect(dialog.getByText('Name is required')).toHaveCount(0);

    // A server failure keeps the dialog open with the spec's toast.
    await page.route('**/api/signups', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await dialog.getByLabel('Email').fill('office.e2e@example.com');
    await dialog.getByLabel('Service Rate ($ per service)').fill('12');
    await dialog.getByRole('button', { name: 'Create Customer' }).click();
    await expect(page.getByText('Failed to create customer. Please try again.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.unroute('**/api/signups');
    // One toast at a time: dismiss the error so the success toast can show.
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('button')
      .first()
      .click();

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/signups') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Create Customer' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ phone: '2065557788', contactMethod: 'both', serviceRate: 12, needsGarbage: true });
    await expect(page.getByText('Customer Created')).toBeVisible();
    await expect(page.getByText('New customer has been added successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await search(page).fill(name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('(206) 555-7788');
    await expect(rows(page).first()).toContainText('Text & Call');
    await expect(rows(page).first()).toContainText('Today');
    await expect(rows(page).first()).toContainText('Rate: $12/service');
  });

  test('axe finds no serious or critical violations (list and create dialog)', async ({
    customerServicePage: page,
  }) => {
    await openList(page);
    const axe = async () => {
      await page.mouse.move(0, 0); // hover colours are not what the page shows at rest
      const r = await new AxeBuilder({ page }).analyze();
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`);
    };
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: 'Create New Customer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Customer' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});
