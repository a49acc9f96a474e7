import AxeBuilder from '@axe-core/playwright';
import type { SignupCreated } from '@bin-valet/schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { animationsDone } from './support/pages';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/**
 * The states a page reaches after the user acts (messages, a dialog, a chosen period); each page as it
 * first loads, the landing page and the signup confirmation among them, is checked in every-page.spec.ts.
 */

/** axe-core on the current page: no violation of any impact level. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)} ${n.failureSummary?.split('\n')[1] ?? ''}`).join(', ')}`,
  );
  expect(bad).toEqual([]);
}

async function newCustomerToken(request: APIRequestContext) {
  const res = await request.post('/api/signups', {
    data: {
      name: `Axe Customer ${unique()}`,
      address: '3300 W McGraw St',
      zipCode: '98199',
      phone: '2065550190',
      email: `${unique()}@example.com`,
      needsGarbage: true,
    },
  });
  return ((await res.json()) as SignupCreated).trackingToken;
}

for (const width of [360, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signup, with messages and the service period showing', async ({ page }) => {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Sign Up for Service' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await page.getByLabel('Start Date').fill('2027-05-01');
      await expect(page.getByTestId('service-period')).toBeVisible();
      await expectAccessible(page);
    });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await expectAccessible(page);
    });

    test('change password', async ({ adminPage: page }) => {
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/change-password');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Current password is required')).toBeVisible();
      await expectAccessible(page);
    });

    test('tracking, with the schedule dialog open', async ({ page, request }) => {
      const token = await newCustomerToken(request);
      await page.goto(`/track/${token}`);
      await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Schedule Next Collection' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Colours are measured once the dialog has faded in, not halfway.
      await animationsDone(page.getByRole('dialog'));
      await expectAccessible(page);
    });
  });
}
