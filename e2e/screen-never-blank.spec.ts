import { todayIn } from '@bin-valet/schema';
import type { Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { expect, test } from './support/fixtures';
import { signInByApi } from './support/pages';
import { BUSINESS_TZ, customerWithJob, showAllStops, taskCard } from './support/sync-helpers';

/**
 * No screen goes blank: machine dates do not depend on how an engine's locale data prints a date,
 * and a screen that fails anyway shows a sentence and a Reload button, with the service worker
 * registered all the same.
 */
// Service workers are blocked by default in this suite; here the worker must register and serve the app.
test.use({ timezoneId: BUSINESS_TZ, viewport: { width: 412, height: 915 }, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 60_000 });

/**
 * Prints numeric dates as 11/26/2026 whatever the locale asked for, as WebKitGTK with older locale
 * data does for en-CA; the parts stay right.
 */
const usDatePattern = (page: Page) =>
  page.addInitScript(() => {
    const proto = Intl.DateTimeFormat.prototype;
    const real = Object.getOwnPropertyDescriptor(proto, 'format')?.get;
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        const original = real?.call(this) as (d?: Date | number) => string;
        const o = this.resolvedOptions();
        if (!(o.year && o.month === '2-digit' && o.day && !o.hour && !o.weekday)) return original;
        return (d?: Date | number) => {
          const parts = this.formatToParts(d);
          const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
          return `${get('month')}/${get('day')}/${get('year')}`;
        };
      },
    });
  });

test('the crew dashboard and the signup page render where en-CA dates print as MM/dd/yyyy', async ({
  page,
  adminApi: api,
}) => {
  const stamp = Date.now().toString(36);
  const c = await customerWithJob(api, `Pattern Pat ${stamp}`, `8 Pattern Way ${stamp}`, todayIn(BUSINESS_TZ));
  await usDatePattern(page);
  await signInByApi(page, DEMO.crew);
  // The engine prints the other pattern, as WebKitGTK did.
  expect(
    await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        new Date(2026, 10, 26, 12),
      ),
    ),
  ).toBe('11/26/2026');
  await showAllStops(page);
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(taskCard(page, c.curb.id).getByTestId('task-status')).toHaveText('Scheduled');

  const visitor = await page.context().newPage();
  await visitor.goto('/signup');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('alert').filter({ hasText: 'could not be shown' })).toHaveCount(0);
});

test('a screen that fails to render shows a sentence and Reload, and the service worker registers anyway', async ({
  page,
}) => {
  // Any render error will do: here every date the screen computes throws.
  await page.addInitScript(() => {
    Intl.DateTimeFormat.prototype.formatToParts = () => {
      throw new RangeError('Invalid time value');
    };
  });
  await signInByApi(page, DEMO.crew);
  const failed = page.getByRole('alert').filter({ hasText: 'This screen could not be shown' });
  await expect(failed).toBeVisible();
  await expect(failed.getByText(/Changes saved on this device are kept/)).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The app around the screen stays: the sync state is still shown.
  await expect(page.getByTestId('sync-indicator')).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  await failed.getByRole('button', { name: 'Reload' }).click();
  await expect(failed).toBeVisible();
});

test.describe('with no service worker holding the code', () => {
  test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

  test('the network going before the menu and toasts load leaves the screen up; they load once back online', async ({
    page,
  }) => {
    // Timers wait for the test: the idle moment that fetches the menu's code comes only after the network went.
    await page.clock.install();
    await signInByApi(page, DEMO.manager, { land: false });
    await page.goto('/route-planner');
    const heading = page.getByRole('heading', { name: 'Route Planner', level: 1 });
    await expect(heading).toBeVisible();
    await page.context().setOffline(true);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(user-menu|toaster-view)-/.test(r.url())) asked.push(r.url());
    });
    await page.clock.runFor(5000);
    // Past the idle moment: the stand-in button stays, nothing was asked of the missing network, and
    // the screen does not fail.
    const menu = page.getByRole('button', { name: `User menu for ${DEMO.manager.username}` });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be shown' })).toHaveCount(0);
    await expect(heading).toBeVisible();
    expect(asked).toEqual([]);

    await page.context().setOffline(false);
    await menu.click();
    await page.clock.runFor(1000);
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test('a warm-up load cut short (a reload, a lost network) is no error: the crew dashboard stays up', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    // The idle moment's loads of the photo code and a dialog fail, as they do when a reload cuts them short.
    const cut: string[] = [];
    await page.route(/\/assets\/(photo-capture|missed-reason-dialog)-[^/]*\.js$/, (route) => {
      cut.push(route.request().url());
      return route.abort('connectionreset');
    });
    await signInByApi(page, DEMO.crew, { land: false });
    await page.goto('/crew-dashboard');
    await expect.poll(() => cut.some((u) => u.includes('/photo-capture-')), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => cut.some((u) => u.includes('/missed-reason-dialog-')), { timeout: 20_000 }).toBe(true);
    // A rejection nobody handles is reported once the page's tasks after it have run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(errors).toEqual([]);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be shown' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `User menu for ${DEMO.crew.username}` })).toBeVisible();
  });
});
