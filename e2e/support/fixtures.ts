import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { DEMO, type DemoAccount, E2E_ADMIN } from './accounts';
import { apiAs, seeToast, signIn, unique } from './pages';

/**
 * Playwright fixtures: a page signed in through the real login form, and an API client signed in
 * through the real login call, for each role. A spec asks for what it needs by name
 * (`async ({ managerPage, adminApi }) => …`); contexts are disposed after each test.
 */

export type StaffRole = 'crew' | 'customer_service' | 'manager';
export interface Account {
  username: string;
  password: string;
}

/** Where each role lands after signing in: office roles on /admin, crew on their route. */
const landing = (role: string) => (role === 'crew' ? /\/crew-dashboard$/ : /\/admin$/);

/** Signs `account` in through the form, waits for its landing page and closes the 'Login Successful' toast. */
export async function signInAs(page: Page, account: Account & { role?: string }) {
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(account.role ? landing(account.role) : /\/(admin|crew-dashboard)$/);
  await seeToast(page, 'Login Successful');
}

interface RoleFixtures {
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
}

const pageAs =
  (account: DemoAccount | (Account & { role: string })) =>
  async ({ page }: { page: Page }, use: (p: Page) => Promise<void>) => {
    await signInAs(page, account);
    await use(page);
  };

const apiFor =
  (account: Account) =>
  async ({ baseURL }: { baseURL: string | undefined }, use: (api: APIRequestContext) => Promise<void>) => {
    const api = await apiAs(baseURL ?? '', account.username, account.password);
    await use(api);
    await api.dispose();
  };

// Signing in has its own time budget, so a test keeps its whole timeout for what it checks.
const SIGN_IN = { timeout: 30_000 };

export const test = base.extend<RoleFixtures>({
  managerPage: [pageAs(DEMO.manager), SIGN_IN],
  customerServicePage: [pageAs(DEMO.customerService), SIGN_IN],
  crewPage: [pageAs(DEMO.crew), SIGN_IN],
  adminPage: [pageAs({ ...E2E_ADMIN, role: 'admin' }), SIGN_IN],
  adminApi: [apiFor(E2E_ADMIN), SIGN_IN],
  managerApi: [apiFor(DEMO.manager), SIGN_IN],
  customerServiceApi: [apiFor(DEMO.customerService), SIGN_IN],
  crewApi: [apiFor(DEMO.crew), SIGN_IN],
  newEmployee: async ({ adminApi }, use) => {
    await use(async (role) => {
      const account = { username: unique(role.slice(0, 4)), password: unique('pw-') };
      const res = await adminApi.post('/api/admin/employees', { data: { ...account, role } });
      expect(res.status()).toBe(201);
      return account;
    });
  },
});

export { expect };
