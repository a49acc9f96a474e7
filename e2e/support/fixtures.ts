import { execFileSync } from 'node:child_process';
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { DEMO, E2E_ADMIN } from './accounts';
import { withoutFaketime } from './chromium';
import { loginApi, signInAs, signInByApi, unique } from './pages';

/**
 * Playwright fixtures: a page signed in through the real login call (the form is tested in auth.spec.ts), and an API client signed in
 * through the real login call, for each role. A spec asks for what it needs by name
 * (`async ({ managerPage, adminApi }) => …`); `pageAs` opens more browsers (the office beside a crew
 * phone, a second phone) and `openPage` one with nobody signed in. Everything is disposed after each test.
 */

export type StaffRole = 'crew' | 'customer_service' | 'manager';
export interface Account {
  username: string;
  password: string;
}

/** A demo account by its name in `DEMO`, the e2e admin, or any account (its role, when known, fixes where it lands). */
export type Who = keyof typeof DEMO | 'admin' | (Account & { role?: string });

const accountOf = (who: Who): Account & { role?: string } =>
  who === 'admin' ? { ...E2E_ADMIN, role: 'admin' } : typeof who === 'string' ? DEMO[who] : who;

interface RoleFixtures {
  /**
   * Whether the role pages open their landing page after signing in (the default). A spec whose tests
   * each go to their own screen first sets `test.use({ landOnHome: false })`: the landing page would be
   * a whole app start thrown away.
   */
  landOnHome: boolean;
  /** Signed in as the demo manager, on /admin. */
  managerPage: Page;
  /** Signed in as the demo customer-service employee, on /admin. */
  customerServicePage: Page;
  /** Signed in as the demo crew member, on /crew-dashboard. */
  crewPage: Page;
  /** Signed in as the e2e admin, on /admin. */
  adminPage: Page;
  adminApi: APIRequestContext;
  managerApi: APIRequestContext;
  customerServiceApi: APIRequestContext;
  crewApi: APIRequestContext;
  /** Makes a fresh employee through the admin API, so a test never shares (or locks) an account. */
  newEmployee: (role: StaffRole) => Promise<Account>;
  /**
   * A browser of its own (cookies, storage, service worker) with nobody signed in; the test's `use`
   * options (time zone, viewport) apply unless `options` says otherwise.
   */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** A browser of its own signed in as `who` through the login call, on that role's landing page. */
  pageAs: (who: Who, options?: BrowserContextOptions) => Promise<Page>;
  /** An API client signed in as `who` through the real login call. */
  apiAs: (who: Who) => Promise<APIRequestContext>;
}

/**
 * Ends a test's sessions on the server: an account keeps only its 10 newest sign-ins, and the demo
 * accounts are shared by parallel specs, so sessions left open would end another test's early.
 */
async function signOut(api: APIRequestContext) {
  await api.post('/api/auth/logout', { data: {}, timeout: 5_000 }).catch(() => undefined);
}

const pageFor =
  (who: Who) =>
  async ({ page, landOnHome }: { page: Page; landOnHome: boolean }, use: (p: Page) => Promise<void>) => {
    await signInByApi(page, accountOf(who), { land: landOnHome });
    await use(page);
    await signOut(page.request);
  };

const apiFor =
  (who: Who) =>
  async ({ apiAs }: { apiAs: RoleFixtures['apiAs'] }, use: (api: APIRequestContext) => Promise<void>) => {
    await use(await apiAs(who));
  };

/**
 * `E2E_FAKE_NOW` (set by `npm run test:holidays`, which runs Playwright and the server under Debian's
 * faketime): Chromium keeps the real clock (under libfaketime it never gets past "Loading"), so every
 * browser context gets Playwright's clock at this process's moved time. A spec's own `clock.install()`
 * takes the same moved time, because Playwright reads it in this process.
 */
const FAKE_NOW = process.env.E2E_FAKE_NOW;

/**
 * How far the browser's real clock is ahead of this process's moved one (0 when it is behind or not
 * moved). Playwright's clock, in each new document, moves its time on by the browser's clock since the
 * runner's call: on a moved date in the past that put every page back on the real date.
 */
const browserAhead = (() => {
  if (FAKE_NOW === undefined) return 0;
  const real = Number(execFileSync('date', ['+%s%3N'], { env: withoutFaketime(), encoding: 'utf8' }).trim());
  return Number.isFinite(real) ? Math.max(0, real - Date.now()) : 0;
})();

type ClockTime = number | string | Date;
const asMs = (time: ClockTime) => (typeof time === 'number' ? time : new Date(time).getTime());

/** The context's clock, with the times given to it (and "now" by default) taken back by `browserAhead`. */
function clockOnMovedTime(context: BrowserContext) {
  if (browserAhead === 0) return;
  const clock = context.clock;
  const install = clock.install.bind(clock);
  const setSystemTime = clock.setSystemTime.bind(clock);
  clock.install = (options = {}) => install({ ...options, time: asMs(options.time ?? Date.now()) - browserAhead });
  clock.setSystemTime = (time: ClockTime) => setSystemTime(asMs(time) - browserAhead);
}

async function moveClock(context: BrowserContext): Promise<void> {
  if (FAKE_NOW === undefined) return;
  // Without faketime around the runner, the browser, the server and the spec would disagree on today.
  if (Math.abs(Date.now() - Date.parse(FAKE_NOW)) > 6 * 3_600_000)
    throw new Error(
      `E2E_FAKE_NOW=${FAKE_NOW} but this process's clock says ${new Date().toISOString()}: run under faketime`,
    );
  clockOnMovedTime(context);
  await context.clock.install({ time: Date.now() });
}

// Signing in has its own time budget, so a test keeps its whole timeout for what it checks.
const SIGN_IN = { timeout: 30_000 };

export const test = base.extend<RoleFixtures>({
  context: async ({ context }, use) => {
    await moveClock(context);
    await use(context);
  },
  landOnHome: [true, { option: true }],
  managerPage: [pageFor('manager'), SIGN_IN],
  customerServicePage: [pageFor('customerService'), SIGN_IN],
  crewPage: [pageFor('crew'), SIGN_IN],
  adminPage: [pageFor('admin'), SIGN_IN],
  adminApi: [apiFor('admin'), SIGN_IN],
  managerApi: [apiFor('manager'), SIGN_IN],
  customerServiceApi: [apiFor('customerService'), SIGN_IN],
  crewApi: [apiFor('crew'), SIGN_IN],
  newEmployee: async ({ adminApi, baseURL }, use) => {
    await use(async (role) => {
      const account = { username: unique(role.slice(0, 4)), password: unique('pw-') };
      const res = await adminApi.post('/api/admin/employees', { data: { ...account, role } });
      expect(res.status()).toBe(201);
      // The owner has already chosen their own password (the first-sign-in screen is tested in people.spec.ts).
      const owner = await loginApi(baseURL ?? '', account.username, account.password);
      const own = { ...account, password: unique('own-') };
      const changed = await owner.post('/api/auth/change-password', {
        data: { currentPassword: account.password, newPassword: own.password },
      });
      expect(changed.status()).toBe(200);
      await signOut(owner);
      await owner.dispose();
      return own;
    });
  },
  openPage: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      // The runner gives browser.newContext the test's `use` options (baseURL, time zone, viewport).
      const context = await browser.newContext(options);
      opened.push(context);
      await moveClock(context);
      return context.newPage();
    });
    for (const context of opened) {
      await signOut(context.request);
      await context.close();
    }
  },
  apiAs: async ({ baseURL }, use) => {
    const opened: APIRequestContext[] = [];
    await use(async (who) => {
      const { username, password } = accountOf(who);
      const api = await loginApi(baseURL ?? '', username, password);
      opened.push(api);
      return api;
    });
    for (const api of opened) {
      await signOut(api);
      await api.dispose();
    }
  },
  pageAs: async ({ openPage }, use) => {
    await use(async (who, options) => {
      const page = await openPage(options);
      await signInByApi(page, accountOf(who));
      return page;
    });
  },
});

/** Tags a test the date cannot change (form checks): `npm run test:holidays` leaves it out of its browser runs. */
export const ANY_DAY = { tag: '@any-day' };

export { expect, signInAs };
