import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Office dashboard /admin on the demo data. */
async function openDashboard(page: Page) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('route-row');
const rowData = (page: Page, attr: string) =>
  rows(page).evaluateAll((els, a) => els.map((e) => e.getAttribute(a) ?? ''), `data-${attr}`);

async function twoWeeks(page: Page) {
  await page.getByRole('button', { name: 'Next 2 Weeks' }).click();
  await expect(rows(page)).toHaveCount(12);
}

test.describe('dashboard', () => {
  test('stat cards show active share, totals and the real weekly revenue and completion rate', async ({
    managerPage: page,
  }) => {
    await openDashboard(page);
    const cards = page.getByTestId('stat-cards');
    await expect(cards).toContainText('Active Customers');
    await expect(cards).toContainText(/\d+% of total/);
    await expect(cards).toContainText('Total Customers');
    await expect(cards).toContainText(/Revenue this week\$\d+/);
    await expect(cards).toContainText(/Completion rate \(14 days\)\d+%/);
  });

  test('while the customers are on their way the figures say so instead of showing zeros', async ({
    managerPage: page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/signups', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await openDashboard(page);
    const cards = page.getByTestId('stat-cards');
    await expect(cards).toContainText('Active Customers…');
    await expect(cards).toContainText('Total Customers…');
    await expect(cards).not.toContainText('% of total');
    release();
    await expect(cards).toContainText(/Active Customers\d+\d+% of total/);
    await expect(cards).toContainText(/Total Customers\d+All statuses/);
  });

  test('customer search: prompt, first 5 matches with View All, no match', async ({ managerPage: page }) => {
    await openDashboard(page);
    await expect(page.getByText('Start typing to search customers...')).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search customers' });
    await box.fill('Avery');
    await expect(page.getByTestId('search-results').getByRole('link', { name: 'Avery Anderson' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All' })).toHaveCount(0);
    await box.fill('zzqq');
    await expect(page.getByText('No customers found matching "zzqq"')).toBeVisible();
    await box.fill('@example.com');
    await expect(page.getByTestId('search-results').getByRole('listitem')).toHaveCount(5);
    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?q=%40example\.com$/);
    await expect(page.getByRole('searchbox')).toHaveValue('@example.com');
  });

  test('range modes, paging with at most 5 buttons and reset to page 1 on change', async ({ managerPage: page }) => {
    await openDashboard(page);
    await twoWeeks(page);
    const pages = page.getByRole('navigation', { name: 'Route pages' });
    await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(5);
    await pages.getByRole('button', { name: 'Page 3' }).click();
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    const dates = await rowData(page, 'date');
    const start = await page.getByLabel('Start date').inputValue();
    // Two weeks: start .. start + 13.
    const end = new Date(`${start}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 13);
    for (const d of dates) expect(d >= start && d <= end.toISOString().slice(0, 10)).toBe(true);
    await page.getByLabel('Sort by').selectOption('customer');
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('button', { name: 'Next 7 Days' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Route pages' }).getByRole('button', { name: 'Page 1' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Single Day' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2031-01-05');
    await expect(page.getByText('No routes scheduled for Sunday, January 5, 2031')).toBeVisible();
  });

  test('sorts by date (curb before residence), customer, task and assignment, both directions', async ({
    managerPage: page,
  }) => {
    await openDashboard(page);
    await twoWeeks(page);
    const typeRank = (t: string) => (t === 'take_to_curb' ? 0 : 1);
    const dates = await rowData(page, 'date');
    const types = await rowData(page, 'type');
    for (let i = 1; i < dates.length; i++) {
      expect(dates[i] >= dates[i - 1]).toBe(true);
      if (dates[i] === dates[i - 1]) expect(typeRank(types[i]) >= typeRank(types[i - 1])).toBe(true);
    }
    await page.getByRole('button', { name: 'Ascending ↑' }).click();
    await expect(page.getByRole('button', { name: 'Descending ↓' })).toBeVisible();
    const desc = await rowData(page, 'date');
    for (let i = 1; i < desc.length; i++) expect(desc[i] <= desc[i - 1]).toBe(true);

    await page.getByLabel('Sort by').selectOption('customer');
    await page.getByRole('button', { name: 'Descending ↓' }).click();
    const names = await rowData(page, 'customer');
    for (let i = 1; i < names.length; i++) expect(names[i].localeCompare(names[i - 1])).toBeGreaterThanOrEqual(0);

    await page.getByLabel('Sort by').selectOption('task');
    expect(new Set(await rowData(page, 'type'))).toEqual(new Set(['take_to_curb']));

    await page.getByLabel('Sort by').selectOption('assignment');
    await expect(rows(page).first()).toHaveAttribute('data-assigned', 'false');
    await expect(rows(page).first().getByRole('link', { name: 'Assign Crew' })).toHaveAttribute('href', '/people');
    await page.getByRole('button', { name: 'Ascending ↑' }).click();
    await expect(rows(page).first()).toHaveAttribute('data-assigned', 'true');
    await expect(rows(page).first()).toContainText(/Casey Nguyen|Jordan Park|Riley Thompson/);
  });

  test('status menu: optimistic change with toast, reverted with the server message on failure', async ({
    managerPage: page,
  }) => {
    await openDashboard(page);
    await twoWeeks(page);
    // The furthest task, so other suites' near-term routes are untouched; it is put back at the end.
    await page.getByRole('button', { name: 'Ascending ↑' }).click();
    const row = rows(page).filter({ hasText: 'Scheduled' }).first();
    const taskName = await row.getByRole('button', { name: /^Status of / }).getAttribute('aria-label');
    const menu = () => page.getByRole('button', { name: (taskName ?? '').replace(/: \w+$/, ''), exact: false });

    let refused = 0;
    await page.route('**/api/tasks/*', (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      refused++;
      return route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"message":"Task is locked for testing"}',
      });
    });
    // The menu opens with an animation; retry the open-and-pick until the pick lands.
    const choose = (status: string, landed: () => Promise<void>) =>
      expect(async () => {
        if ((await menu().first().getAttribute('aria-expanded')) !== 'true') await menu().first().click();
        await page.getByRole('menuitem', { name: status }).click({ timeout: 2000 });
        await landed();
      }).toPass({ timeout: 15_000 });
    const shows = (text: RegExp) => () => expect(menu().first()).toHaveText(text, { timeout: 2000 });
    await choose('Missed', async () => expect(refused).toBeGreaterThan(0));
    await expect(page.getByText('Update Failed')).toBeVisible();
    await expect(page.getByText('Task is locked for testing')).toBeVisible();
    await expect(menu().first()).toHaveText(/Scheduled/);
    await page.unroute('**/api/tasks/*');

    await choose('Completed', shows(/Completed/));
    await expect(page.getByText('Task Updated')).toBeVisible();
    await expect(page.getByText(/: completed$/).first()).toBeVisible();
    await expect(menu().first()).toHaveText(/Completed/);
    await page.reload();
    await twoWeeks(page);
    await page.getByRole('button', { name: 'Ascending ↑' }).click();
    await expect(menu().first()).toHaveText(/Completed/);
    await choose('Scheduled', shows(/Scheduled/));
    await expect(page.getByText('Task Updated')).toBeVisible();
  });

  test('axe finds no serious or critical violations', async ({ managerPage: page }) => {
    await openDashboard(page);
    await twoWeeks(page);
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('a');
    // A toast caught mid-fade (the sign-in one) has a contrast no reader ever sees.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
