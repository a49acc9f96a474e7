import type { SignupCreated } from '@bin-valet/schema';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { collectProblems, unique } from './support/pages';

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test.describe('pages load with a quiet console', () => {
  test('public pages: no console error, and no sync call for a visitor who never signed in', async ({
    page,
    request,
  }) => {
    const res = await request.post('/api/signups', {
      data: {
        name: unique('Quiet '),
        address: '3500 W Dravus St',
        zipCode: '98199',
        phone: '2065550199',
        email: `${unique('quiet')}@example.com`,
        needsGarbage: true,
      },
    });
    const { trackingToken } = (await res.json()) as SignupCreated;
    const problems = collectProblems(page);
    const syncCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sync/')) syncCalls.push(r.url());
    });
    for (const path of ['/', '/signup', '/login', `/track/${trackingToken}`, '/no-such-page']) await visit(page, path);
    await page.evaluate(
      (t) =>
        sessionStorage.setItem(
          'bin-valet.signup-tracking',
          JSON.stringify({ trackingToken: t, trackingUrl: `${location.origin}/track/${t}` }),
        ),
      trackingToken,
    );
    await visit(page, '/signup/confirmation');
    expect(problems).toEqual([]);
    expect(syncCalls).toEqual([]);
  });

  test('office pages: no console error or failed call for a manager', async ({ managerPage: page }) => {
    test.slow();
    const problems = collectProblems(page);
    const customers = (await (await page.request.get('/api/signups')).json()) as { id: number }[];
    const employees = (await (await page.request.get('/api/admin/employees')).json()) as { id: number }[];
    for (const path of [
      '/admin',
      '/admin/customers',
      `/customer/${customers[0]?.id}`,
      '/route-planner',
      '/crew-dashboard',
      '/people',
      `/employee/${employees[0]?.id}`,
      '/messages',
      '/service-changes',
      '/change-password',
    ])
      await visit(page, path);
    expect(problems).toEqual([]);
  });
});
