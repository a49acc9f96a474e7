import type { BillingListEntry, BillingStatus } from '@bin-valet/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, createTestApp, type FakeStripe, fakeStripeWithEnv, type TestApp } from '../test-support';
import { saveAccount } from './accounts';

describe("the customer list's Billing filter", () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    const fake = await fakeStripeWithEnv();
    stripe = fake.stripe;
    t = await createTestApp(fake.env);
  });
  afterAll(async () => {
    t.cleanup();
    await stripe.close();
  });

  it('lists the customers with a billing status, past due first, then Active, Paused, Trial, Cancelled, by name', async () => {
    const made: [string, BillingStatus][] = [
      ['Zed Cancelled', 'cancelled'],
      ['Amy Trial', 'trial'],
      ['Bob Active', 'active'],
      ['Yui Past Due', 'past_due'],
      ['Cal Paused', 'paused'],
      ['Ann Past Due', 'past_due'],
    ];
    const ids = new Map<string, number>();
    for (const [name, status] of made) {
      const c = addCustomer(t.store, { name });
      ids.set(name, c.id);
      t.store.write((db) => saveAccount(db, c.id, { status }));
    }
    const never = addCustomer(t.store, { name: 'Aaron No Billing' });
    const res = await t.call<BillingListEntry[]>('GET', '/api/admin/customers/billing', {
      cookie: await t.adminCookie(),
    });
    expect(res.status).toBe(200);
    const order = ['Ann Past Due', 'Yui Past Due', 'Bob Active', 'Cal Paused', 'Amy Trial', 'Zed Cancelled'];
    expect(res.body).toEqual(
      order.map((name) => ({ customerId: ids.get(name), status: made.find(([n]) => n === name)?.[1] })),
    );
    expect(res.body.some((e) => e.customerId === never.id)).toBe(false);
  });

  it('is for the office: crew are refused', async () => {
    const { cookie } = await t.userWithRole('crew');
    expect((await t.call('GET', '/api/admin/customers/billing', { cookie })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/customers/billing')).status).toBe(401);
  });
});
