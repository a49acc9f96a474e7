import AxeBuilder from '@axe-core/playwright';
import type { SignupCreated } from '@bin-valet/schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { TOUCH_CONTROLS, TOUCH_SQUARE_CONTROLS } from '../pwa/src/app/touch-targets';
import { expect, test } from './support/fixtures';
import { animationsDone, collectProblems, unique } from './support/pages';

/**
 * Every office and public page at phone and desktop width: no sideways page scroll, no console error
 * or failed API call while it loads, and no axe violation of any impact level; on the touch phone every
 * control is at least 44 px. A visitor who never signed in makes no sync call.
 */

async function newCustomer(request: APIRequestContext) {
  const res = await request.post('/api/signups', {
    data: {
      name: unique('Every Page '),
      address: '3400 W Dravus St',
      zipCode: '98199',
      phone: '2065550177',
      email: `${unique('every')}@example.com`,
      needsGarbage: true,
      notes: 'Gate code 4411',
    },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as SignupCreated;
}

/**
 * Loads a page (or, with `load: false`, takes the page already open at `path`), waits for it to settle,
 * and returns what is wrong with it (empty when nothing is).
 */
async function check(page: Page, path: string, ready: (page: Page) => Promise<void>, { load = true } = {}) {
  const problems = collectProblems(page);
  if (load) await page.goto(path);
  await page.waitForLoadState('networkidle');
  await ready(page);
  const wide = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // Name the widest elements so a failure says what to fix.
    const over = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return `scrollWidth ${root.scrollWidth} > ${root.clientWidth}: ${over.join(' | ')}`;
  });
  if (wide) problems.push(`${path}: ${wide}`);
  problems.push(...(await cutSelects(page)).map((c) => `${path}: ${c}`));
  const small = await page.evaluate(
    ([controls, square]) => {
      if (!matchMedia('(pointer: coarse)').matches) return [];
      const seen = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true });
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      const low = [...document.querySelectorAll(controls)]
        .filter((el) => seen(el) && el.getBoundingClientRect().height < 43.5)
        .map((el) => `${name(el)} ${Math.round(el.getBoundingClientRect().height)}px high`);
      const narrow = [...document.querySelectorAll(square)]
        .filter((el) => seen(el) && el.getBoundingClientRect().width < 43.5)
        .map((el) => `${name(el)} ${Math.round(el.getBoundingClientRect().width)}px wide`);
      return [...low, ...narrow];
    },
    [TOUCH_CONTROLS, TOUCH_SQUARE_CONTROLS],
  );
  if (small.length > 0) problems.push(`${path}: under 44 px: ${small.join(' | ')}`);
  const axe = await new AxeBuilder({ page }).analyze();
  for (const v of axe.violations)
    problems.push(
      `${path}: axe ${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)}`).join(', ')}`,
    );
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  page.removeAllListeners('response');
  return problems;
}

/** Selects too narrow for their longest option ('Wednesday' cut to 'Wednes'), each named with the text it cuts. */
async function cutSelects(page: Page) {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return ['no canvas to measure selects with'];
    return [...document.querySelectorAll('select')]
      .filter((el) => el.getClientRects().length > 0)
      .flatMap((el) => {
        const css = getComputedStyle(el);
        ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
        const room = el.clientWidth - Number.parseFloat(css.paddingLeft) - Number.parseFloat(css.paddingRight);
        // An action select ('Move to…', value '') only ever shows its prompt; a value select may show any option.
        const shown = el.value === '' ? [...el.selectedOptions] : [...el.options];
        const widest = shown.reduce((w, o) => Math.max(w, ctx.measureText(o.text).width), 0);
        const label = el.labels?.[0]?.textContent || el.getAttribute('aria-label') || el.name;
        return widest > room + 0.5
          ? [`select "${label}" cuts its options (${Math.ceil(widest)} px in ${room} px)`]
          : [];
      });
  });
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    // The phone is a touch screen (pointer: coarse), the desktop has a mouse.
    test.use({ viewport: { width, height: 780 }, hasTouch: width < 768 });

    test('public pages: no sideways scroll, no console error, no axe violation, no sync call', async ({
      page,
      request,
    }) => {
      test.slow();
      const { trackingToken } = await newCustomer(request);
      const problems: string[] = [];
      const syncCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/sync/')) syncCalls.push(r.url());
      });
      problems.push(
        ...(await check(page, '/', async (p) => {
          await heading(/Magnolia Bin Valet/)(p);
          await expect(p.getByRole('img', { name: /QR code/ })).toBeVisible();
        })),
      );
      problems.push(...(await check(page, '/signup', heading(/Sign Up/))));
      problems.push(...(await check(page, '/login', heading(/Sign In|Login/))));
      problems.push(...(await check(page, `/track/${trackingToken}`, heading(/Welcome/))));
      problems.push(...(await check(page, '/no-such-page', heading(/not found/i))));
      await page.goto('/signup');
      await page.evaluate(
        (t) =>
          sessionStorage.setItem(
            'bin-valet.signup-tracking',
            JSON.stringify({
              trackingToken: t,
              trackingUrl: `${location.origin}/track/${t}`,
              booked: {
                binsToCurbDay: 'wednesday',
                collectionDay: 'wednesday',
                binsToResidenceDay: 'wednesday',
                bins: ['3 Garbage', '3 Compost', '3 Recycling'],
                startDate: '2027-03-03',
                endDate: '2027-09-03',
              },
            }),
          ),
        trackingToken,
      );
      problems.push(
        ...(await check(page, '/signup/confirmation', async (p) => {
          await expect(p.getByRole('link', { name: /\/track\// })).toBeVisible();
          await expect(p.getByTestId('booked-summary')).toContainText('3 Garbage, 3 Compost, 3 Recycling');
          await expect(p.getByRole('img', { name: 'QR code of your tracking link' })).toBeVisible();
        })),
      );
      expect(problems).toEqual([]);
      expect(syncCalls).toEqual([]);
    });

    test.describe('signed in', () => {
      // The first page checked is the landing page itself: no extra start after signing in.
      test.use({ landOnHome: false });
      test('office pages: no sideways scroll, no console error, no axe violation', async ({ managerPage: page }) => {
        test.setTimeout(180_000);
        const customers = (await (await page.request.get('/api/signups')).json()) as { id: number }[];
        const employees = (await (await page.request.get('/api/admin/employees')).json()) as { id: number }[];
        const problems: string[] = [];
        const pages: [string, (page: Page) => Promise<void>, { load: boolean }?][] = [
          [
            '/admin',
            async (p) => {
              await heading('Dashboard')(p);
              // On the phone the menu's links are measured too.
              const menu = p.getByRole('button', { name: 'Open menu' });
              if (await menu.isVisible()) await menu.click();
            },
          ],
          ['/admin/customers', heading(/Customer/)],
          [
            '/admin/customers',
            async (p) => {
              await p.getByRole('button', { name: 'Create New Customer' }).click();
              const dialog = p.getByRole('dialog');
              await expect(dialog.getByLabel('Bins to Curb Day')).toBeVisible();
              // Measured once the dialog has stopped growing in.
              await animationsDone(dialog);
            },
            // The list just checked, with its dialog open: no second load.
            { load: false },
          ],
          [`/customer/${customers[0]?.id}`, heading(/Job Tracking/)],
          ['/route-planner', heading(/Route Planner/)],
          ['/crew-dashboard', async (p) => expect(p.getByRole('heading').first()).toBeVisible()],
          ['/people', heading('People')],
          [`/employee/${employees[0]?.id}`, async (p) => expect(p.getByRole('heading').first()).toBeVisible()],
          ['/messages', heading(/Messages/)],
          ['/service-changes', async (p) => expect(p.getByRole('heading').first()).toBeVisible()],
          ['/change-password', heading(/Change Password/)],
        ];
        for (const [path, ready, options] of pages) problems.push(...(await check(page, path, ready, options)));
        expect(problems).toEqual([]);
      });
    });
  });
}
