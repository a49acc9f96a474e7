import type { Page } from '@playwright/test';
import { ANY_DAY, expect, test } from './support/fixtures';
import { unique } from './support/pages';

interface CustomerRow {
  name: string;
  email: string;
  trackingToken: string;
  needsCompost: boolean;
  garbageQty: number;
  contactMethod: string;
  serviceStartDate: string | null;
  serviceEndDate: string | null;
  accessNotes: string | null;
  notes: string | null;
}

/** Fills the required fields of Your Information. */
async function fillRequired(page: Page, name: string) {
  await page.getByRole('textbox', { name: /Full Name/ }).fill(name);
  await page.getByRole('textbox', { name: /Phone/ }).fill('206-555-0142');
  await page.getByRole('textbox', { name: /Street Address/ }).fill('3216 W Galer St');
  await page.getByRole('textbox', { name: /ZIP Code/ }).fill('98199');
  await page.getByRole('textbox', { name: /Email/ }).fill(`${name.replace(/\W/g, '').toLowerCase()}@example.com`);
}

test.describe('signup form', () => {
  test('starts with the spec defaults and a small link to /admin', ANY_DAY, async ({ page }) => {
    await page.goto('/signup');
    // The form's own fields, not the server's copy shown before the app starts (which has the same labels).
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /City/ })).toHaveValue('Seattle');
    await expect(page.getByRole('textbox', { name: /State/ })).toHaveValue('WA');
    for (const bin of ['Garbage', 'Compost', 'Recycling']) {
      await expect(page.getByRole('checkbox', { name: new RegExp(bin) })).toBeChecked();
      await expect(page.getByLabel(`${bin} quantity`)).toHaveValue('1');
    }
    await expect(page.getByRole('radio', { name: 'Text message' })).toBeChecked();
    await expect(page.getByLabel('Bins to Curb Day')).toHaveValue('friday');
    await expect(page.getByLabel('Collection Day')).toHaveValue('saturday');
    await expect(page.getByLabel('Bins Back to House Day')).toHaveValue('saturday');
    await expect(page.getByLabel('Service Length')).toHaveValue('3');
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    for (const section of ['Your Information', 'Standard Service', 'Contact Preference', 'Additional Notes']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    // Both blocks keep the 'Service Schedule' title, each with its own name (a page needs distinct headings).
    await expect(page.getByRole('heading', { name: 'Service Schedule' })).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Service Schedule: Your Days' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Service Schedule: Start and Length' })).toBeVisible();
  });

  test('validates each field on change with the spec messages', ANY_DAY, async ({ page }) => {
    await page.goto('/signup');
    const cases: [RegExp, string, string][] = [
      [/Full Name/, '', 'Name is required'],
      [/Street Address/, '', 'Address is required'],
      [/City/, '', 'City is required'],
      [/State/, 'W', 'State is required'],
      [/ZIP Code/, '981', 'ZIP code is required'],
      [/Phone/, '206-555', 'Phone number must be at least 10 digits'],
      [/Email/, 'not-an-email', 'Valid email is required'],
    ];
    for (const [label, value, message] of cases) {
      const input = page.getByRole('textbox', { name: label });
      await input.fill('x');
      await input.fill(value);
      await expect(page.getByText(message)).toBeVisible();
    }
    // Fixing a field clears its message at once.
    await page.getByRole('textbox', { name: /Phone/ }).fill('(206) 555-0142');
    await expect(page.getByText('Phone number must be at least 10 digits')).toHaveCount(0);
  });

  test('refuses a premium or service number with the message the server gives', ANY_DAY, async ({ page }) => {
    await page.goto('/signup');
    const phone = page.getByRole('textbox', { name: /Phone/ });
    const message = page.getByText(/We cannot text premium or service numbers/);
    for (const number of ['1-900-555-0142', '(206) 911-0142']) {
      await phone.fill(number);
      await expect(message).toBeVisible();
      await phone.fill('(206) 555-0142');
      await expect(message).toHaveCount(0);
    }
  });

  test(
    'submitting an empty form shows every required message and focuses the first field',
    ANY_DAY,
    async ({ page }) => {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Sign Up for Service' }).click();
      for (const message of [
        'Name is required',
        'Address is required',
        'ZIP code is required',
        'Valid email is required',
      ]) {
        await expect(page.getByText(message)).toBeVisible();
      }
      await expect(page.getByRole('textbox', { name: /Full Name/ })).toBeFocused();
    },
  );

  test('disables a quantity while its service is unchecked', ANY_DAY, async ({ page }) => {
    await page.goto('/signup');
    await page.getByText('Compost', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: /Compost/ })).not.toBeChecked();
    await expect(page.getByLabel('Compost quantity')).toBeDisabled();
    await expect(page.getByLabel('Garbage quantity')).toBeEnabled();
    await page.getByText('Compost', { exact: true }).click();
    await expect(page.getByLabel('Compost quantity')).toBeEnabled();
  });

  test('needs at least one service', ANY_DAY, async ({ page }) => {
    await page.goto('/signup');
    await fillRequired(page, `No Bins ${unique('')}`);
    for (const bin of ['Garbage', 'Compost', 'Recycling']) await page.getByText(bin, { exact: true }).click();
    await page.getByRole('button', { name: 'Sign Up for Service' }).click();
    await expect(page.getByText('Service Selection Required')).toBeVisible();
    await expect(page.getByText('Please select at least one service (garbage, compost, or recycling).')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('shows the Service Period once a start date is chosen, with 1/3/6/12 months or Custom', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByTestId('service-period')).toHaveCount(0);
    await page.getByLabel('Start Date').fill('2027-01-31');
    const summary = page.getByTestId('service-period');
    await expect(summary).toContainText('Service Period');
    await expect(summary).toContainText('Sunday, January 31, 2027');
    await expect(summary).toContainText('Friday, April 30, 2027');
    await page.getByLabel('Service Length').selectOption('1');
    await expect(summary).toContainText('Sunday, February 28, 2027');
    await page.getByLabel('Service Length').selectOption('12');
    await expect(summary).toContainText('Monday, January 31, 2028');
    await expect(page.getByLabel('End Date')).toHaveCount(0);
    await page.getByLabel('Service Length').selectOption('custom');
    await expect(summary).toContainText('Not set');
    await page.getByLabel('End Date').fill('2027-03-15');
    await expect(summary).toContainText('Monday, March 15, 2027');
  });

  test('shows the server message, or the generic one when there is none', ANY_DAY, async ({ page }) => {
    await page.goto('/signup');
    await fillRequired(page, `Server Error ${unique('')}`);
    await page.route('**/api/signups', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Boom from server' }),
      }),
    );
    await page.getByRole('button', { name: 'Sign Up for Service' }).click();
    await expect(page.getByText('Boom from server')).toBeVisible();
    await page.unroute('**/api/signups');
    await page.route('**/api/signups', (route) => route.abort());
    await page.getByRole('button', { name: 'Sign Up for Service' }).click();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  });
});

test.describe('a completed signup', () => {
  test('creates a customer staff can see, and the confirmation carries a working tracking link', async ({
    page,
    adminApi,
  }) => {
    const name = `Pat Signup ${unique('')}`;
    await page.goto('/signup');
    await fillRequired(page, name);
    await page.getByText('Compost', { exact: true }).click();
    await page.getByLabel('Garbage quantity').selectOption('2');
    await page.getByRole('radio', { name: 'Text and call' }).check({ force: true });
    await page.getByLabel('Start Date').fill('2027-03-06');
    await page.getByLabel('Service Length').selectOption('6');
    await page.getByLabel('Access (gate code, dogs, where the bins are)').fill('Gate code 1234');
    await page.getByLabel('Anything else we should know?').fill('Heard about you at the market');

    // Hold the answer briefly so the pending label can be seen.
    await page.route('**/api/signups', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign Up for Service' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();

    await expect(page).toHaveURL(/\/signup\/confirmation$/);
    await expect(page.getByRole('heading', { name: 'Thank You for Signing Up!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Magnolia Bin Valet' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const booked = page.getByTestId('booked-summary');
    await expect(booked).toContainText('Bins2 Garbage, 1 Recycling');
    await expect(booked).toContainText('Collection daySaturday');
    await expect(booked).toContainText('StartsSaturday, Mar 6, 2027');
    await expect(booked).toContainText('UntilSep 6, 2027');
    await expect(booked).toContainText('Price$30 per month, first two jobs free');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByText(/text confirmation of your first bins-to-curb date/)).toBeVisible();
    await expect(page.getByText('Sign Up Another Customer')).toHaveCount(0);
    const link = page.getByRole('link', { name: /\/track\// });
    await expect(link).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code of your tracking link' });
    await expect(qr).toBeVisible();
    // Drawn, not only in the page: the image has decoded (it may still be arriving on a busy runner).
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Your tracking link is on the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 780 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    }

    // Staff see the new customer, with what was chosen and without the form-only serviceLength.
    const rows = (await (await adminApi.get('/api/signups')).json()) as CustomerRow[];
    const row = rows.find((r) => r.name === name);
    expect(row).toBeDefined();
    expect(row).toMatchObject({
      needsCompost: false,
      garbageQty: 2,
      contactMethod: 'both',
      accessNotes: 'Gate code 1234',
      notes: 'Heard about you at the market',
    });
    expect(row?.serviceStartDate?.slice(0, 10)).toBe('2027-03-06');
    expect(row?.serviceEndDate?.slice(0, 10)).toBe('2027-09-06');
    expect(row).not.toHaveProperty('serviceLength');
    expect(await link.textContent()).toContain(row?.trackingToken);

    // A reload keeps the link; following it opens the customer's own tracking page.
    await page.reload();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/track/${row?.trackingToken}$`));
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  });
});
