import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { signIn } from './support/pages';

test.describe('login', () => {
  test('signs the admin in and lands on /admin', async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(`Signed in as`)).toContainText(E2E_ADMIN.username);
  });

  test('shows the spec message for wrong credentials', async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, 'not-the-password');
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('validates empty fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('sends a signed-out visitor of /admin to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Employee Login' })).toBeVisible();
  });

  test('shows 404 for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test('the login page carries the brand and a way back to the home page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Magnolia Bin Valet', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
