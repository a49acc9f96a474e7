import { E2E_ADMIN } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { signIn, unique } from './support/pages';

test.describe('route guard', () => {
  test('shows skeletons while the session loads, then sends a signed-out visitor to /login', async ({ page }) => {
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/route-planner');
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Employee Login' })).toBeVisible();
  });

  test('refuses a crew member on a manager page with the roles named', async ({ page, newEmployee }) => {
    const crew = await newEmployee('crew');
    await signInAs(page, crew);
    await page.goto('/people');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByText('Required role: manager | Your role: crew')).toBeVisible();
  });

  test('lets a manager and the admin through', async ({ page, newEmployee }) => {
    const manager = await newEmployee('manager');
    await signInAs(page, manager);
    await page.goto('/people');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Access Denied')).toHaveCount(0);
  });

  test('answers any other path with 404 Page Not Found', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('login', () => {
  test('signs the admin in and lands on /admin', async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(`Signed in as`)).toContainText(E2E_ADMIN.username);
    // The admin is named as one, not as a manager.
    await expect(page.getByTestId('role-badge').first()).toHaveText('Admin');
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

  test('carries the brand and a way back to the home page', async ({ page }) => {
    await page.goto('/login');
    // The visible one: the build's copy of the page stays, hidden, for a frame after the app shows.
    await expect(page.getByText('Magnolia Bin Valet', { exact: true }).filter({ visible: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the spec messages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Employee Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username').filter({ visible: true }).fill(unique('nobody'));
    await page.getByLabel('Password').filter({ visible: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('An error occurred during login. Please try again.')).toBeVisible();
  });

  test('signs in with Login Successful and lands on /admin', async ({ page, newEmployee }) => {
    const crew = await newEmployee('customer_service'); // an office role: lands on /admin
    await signIn(page, crew.username, crew.password);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('admin navigation', () => {
  test('links, active state and the user menu with username and role badge', async ({ page, newEmployee }) => {
    const crew = await newEmployee('customer_service'); // an office role: lands on /admin
    await signInAs(page, crew);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Magnolia Bin Valet' })).toHaveAttribute('href', '/admin');
    for (const [name, href] of [
      ['Dashboard', '/admin'],
      ['Customers', '/admin/customers'],
      ['Route Planner', '/route-planner'],
      ['Crew Dashboard', '/crew-dashboard'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Crew management is a manager's page: not offered to a role it would refuse.
    await expect(nav.getByRole('link', { name: 'People', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');

    const menu = page.getByRole('button', { name: `User menu for ${crew.username}` });
    await expect(menu).toContainText(crew.username);
    await expect(menu).toContainText('Employee');
    await menu.click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
  });

  test('shows the Manager badge for a manager', async ({ page, newEmployee }) => {
    const manager = await newEmployee('manager');
    await signInAs(page, manager);
    await expect(page.getByRole('button', { name: `User menu for ${manager.username}` })).toContainText('Manager');
  });

  test('collapses into a menu on a 360 px phone', async ({ page, newEmployee }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const crew = await newEmployee('crew');
    await signInAs(page, crew);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Route Planner' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#mobile-nav').getByRole('link', { name: 'Route Planner' }).click();
    await expect(page).toHaveURL(/\/route-planner(\?.*)?$/);
    await expect(page.locator('#mobile-nav')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('logout', () => {
  test('says Logged Out, goes to /login and ends the session', async ({ page, newEmployee }) => {
    const crew = await newEmployee('customer_service'); // an office role: lands on /admin
    await signInAs(page, crew);
    await page.getByRole('button', { name: `User menu for ${crew.username}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // Right after a sign-in the check of unsent work may wait for the first pull ("Signing out…").
    await expect(page.getByText('Logged Out', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('stays signed in when the server refuses', async ({ page, newEmployee }) => {
    const crew = await newEmployee('customer_service'); // an office role: lands on /admin
    await signInAs(page, crew);
    // The office's first pull holds the local tables the unsent-work check reads (it says "Signing out…"
    // meanwhile, unit-tested): this test is about the server's answer.
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 20_000 });
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: `User menu for ${crew.username}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Failed to logout. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('change password', () => {
  test('validates, refuses a wrong current password, then changes it', async ({ page, newEmployee, request }) => {
    const crew = await newEmployee('customer_service'); // an office role: lands on /admin
    await signInAs(page, crew);
    await page.goto('/change-password');
    await expect(page.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('main').getByText(crew.username, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await expect(page.getByText('New password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Please confirm your new password')).toBeVisible();

    const current = page.getByLabel('Current Password', { exact: true });
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    await current.fill('wrong-one');
    await next.fill('fresh-pass-1');
    await confirm.fill('fresh-pass-2');
    await expect(page.getByText("New passwords don't match")).toBeVisible();
    await expect(page.getByText('Current password is required')).toHaveCount(0);

    // Each field has its own show/hide toggle.
    await expect(next).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show new password' }).click();
    await expect(next).toHaveAttribute('type', 'text');
    await expect(current).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Hide new password' }).click();
    await expect(next).toHaveAttribute('type', 'password');

    await confirm.fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/change-password$/);

    await current.fill(crew.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The new password now signs in; the old one no longer does.
    const fresh = await request.post('/api/auth/login', {
      data: { username: crew.username, password: 'fresh-pass-1' },
    });
    expect(fresh.ok()).toBe(true);
    const old = await request.post('/api/auth/login', { data: crew });
    expect(old.status()).toBe(401);
  });

  test('Cancel goes back to /admin', async ({ page, newEmployee }) => {
    const crew = await newEmployee('customer_service'); // an office role: lands on /admin
    await signInAs(page, crew);
    await page.goto('/change-password');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
