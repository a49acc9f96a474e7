import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';

/** Signs in through the real login form. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  // The app's fields: the build's read-only copy of the form stays, hidden, for a frame after the app shows.
  await page.getByLabel('Username').filter({ visible: true }).fill(username);
  await page.getByLabel('Password').filter({ visible: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Where each role lands after signing in: office roles on /admin, crew on their route. */
const landing = (role: string) => (role === 'crew' ? /\/crew-dashboard$/ : /\/admin$/);

/** Signs `account` in through the form, waits for its landing page and closes the 'Login Successful' toast. */
export async function signInAs(page: Page, account: { username: string; password: string; role?: string }) {
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(account.role ? landing(account.role) : /\/(admin|crew-dashboard)$/);
  await seeToast(page, 'Login Successful');
}

/**
 * Signs `account` in through the real login call from the page's own browser (same cookie jar), then
 * opens its landing page unless `land` is false: the setup for tests about other screens. The form
 * itself is covered by auth.spec.ts through `signInAs`; skipping it here saves a page load and a toast
 * per test.
 */
export async function signInByApi(
  page: Page,
  account: { username: string; password: string },
  { land = true }: { land?: boolean } = {},
) {
  const res = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(res.ok()).toBeTruthy();
  if (!land) return;
  const { user } = (await res.json()) as { user: { role: string } };
  await page.goto(user.role === 'crew' ? '/crew-dashboard' : '/admin');
  await expect(page).toHaveURL(landing(user.role));
}

/** A name no other test run uses. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A signed-in API context for setting up data the screens then show. */
export async function loginApi(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  const res = await ctx.post('/api/auth/login', { data: { username, password } });
  expect(res.ok()).toBeTruthy();
  return ctx;
}

/**
 * The app shows one toast at a time and queues the rest for 5 s each, so a test closes each toast it
 * has checked before the next action.
 */
export async function seeToast(page: Page, text: string | RegExp, description?: string) {
  let toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
  if (description) toast = toast.filter({ hasText: description });
  await expect(toast).toBeVisible();
  // A click during the toast's entry animation can miss: retry until it is gone.
  await expect(async () => {
    if (await toast.isVisible())
      await toast.locator('[data-part="close-trigger"]').click({ force: true, timeout: 2000 });
    await expect(toast).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/** Console errors and failed API answers a page produces from now on (empty while there are none). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
  });
  return problems;
}

/** Waits until an element's opening animations (a dialog's fade and scale, a menu's) have finished. */
export async function animationsDone(locator: Locator): Promise<void> {
  // A cancelled animation (the element re-rendered mid-fade) rejects `finished`: it is no longer running either.
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
}
