import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_OFF } from '../../billing/billing-off';
import { loadConfig } from '../../env';
import { createTestApp, seedWorld, type TestApp, type World } from '../../test-support';

describe('billing without STRIPE_SECRET_KEY', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = seedWorld(t);
  });
  afterAll(() => t.cleanup());

  it('answers every billing call with 404 and a message, and the tracking page still works', async () => {
    const admin = await t.adminCookie();
    const calls = [
      await t.call('POST', `/api/track/${w.token}/billing/setup`),
      await t.call('POST', `/api/track/${w.token}/billing/portal`),
      await t.call('GET', `/api/track/${w.token}/billing`),
      await t.call('POST', '/api/billing/webhook', { body: { id: 'evt_1', type: 'invoice.paid' } }),
      await t.call('GET', `/api/customers/${w.customerId}/billing`, { cookie: admin }),
      await t.call('POST', `/api/customers/${w.customerId}/billing/invoices/in_123/refund`, { cookie: admin }),
      await t.call('GET', '/api/admin/customers/billing', { cookie: admin }),
      await t.call('POST', `/api/customers/${w.customerId}/billing/invoices/in_123/waive`, { cookie: admin }),
    ];
    for (const res of calls) expect(res).toMatchObject({ status: 404, body: { message: BILLING_OFF } });
    expect((await t.call('GET', `/api/track/${w.token}`)).status).toBe(200);
  });

  it('keeps an unknown tracking token the same plain 404, so tokens cannot be probed', async () => {
    const res = await t.call('POST', `/api/track/${'x'.repeat(22)}/billing/setup`);
    expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});

describe('billing configuration', () => {
  const base = { DATA_DIR: '/tmp/bv-billing-config', SESSION_SECRET: 's'.repeat(32) };
  it('is off without a key and gives two free jobs by default', () => {
    const config = loadConfig(base);
    expect(config.billing).toBeNull();
    expect(config.planFreeJobs).toBe(2);
  });

  it('points the stripe client at STRIPE_API_URL, else at Stripe', () => {
    const local = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      PLAN_FREE_JOBS: '3',
    });
    expect(local.billing?.api).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 });
    expect(local.planFreeJobs).toBe(3);
    const stripe = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(stripe.billing?.api).toEqual({ protocol: 'https', host: 'api.stripe.com', port: 443 });
  });

  it('refuses a bad STRIPE_API_URL or PLAN_FREE_JOBS at start', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'k', STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
    expect(() => loadConfig({ ...base, PLAN_FREE_JOBS: '-1' })).toThrow(/PLAN_FREE_JOBS/);
  });
});
