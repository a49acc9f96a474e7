import type { Payment } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, createCustomer, createTestApp, roleCookies, type TestApp } from '../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const payment = (over: Record<string, unknown> = {}) => ({
  amount: 30,
  paymentDate: '2026-05-01',
  paymentMethod: 'venmo',
  status: 'completed',
  billingPeriod: 'May 2026',
  servicesCount: 4,
  notes: 'Thanks',
  ...over,
});

describe('payments', () => {
  it('records a payment with its default values and lists newest first', async () => {
    const customer = await createCustomer(t);
    const admin = as(t, await t.adminCookie());
    const res = await admin.post<Payment>(`/api/signups/${customer.id}/payments`, payment());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customerId: customer.id, amount: 30, paymentMethod: 'venmo', servicesCount: 4 });
    const minimal = await admin.post<Payment>(`/api/signups/${customer.id}/payments`, {
      amount: 10,
      billingPeriod: 'June 2026',
    });
    expect(minimal.body).toMatchObject({ paymentMethod: 'cash', status: 'completed', servicesCount: 0 });
    expect(minimal.body.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await admin.post(`/api/signups/${customer.id}/payments`, payment({ paymentDate: '2026-04-01', amount: 5 }));
    const list = await admin.get<Payment[]>(`/api/signups/${customer.id}/payments`);
    expect(list.body.map((p) => p.amount)).toEqual([10, 30, 5]);
  });

  it.each([
    [{ amount: 0 }, 'Amount must be at least 1'],
    [{ amount: 1.5 }, 'Amount must be at least 1'],
    [{ amount: '30' }, 'Amount must be at least 1'],
    [{ paymentMethod: 'bitcoin' }, 'Payment method must be cash, check, venmo, zelle or other'],
    [{ status: 'refunded' }, 'Status must be completed, pending or failed'],
    [{ billingPeriod: '' }, 'Billing period is required'],
    [{ billingPeriod: undefined }, 'Billing period is required'],
    [{ servicesCount: -1 }, 'Services count must be at least 0'],
    [{ paymentDate: 'yesterday' }, 'Dates must be ISO 8601 strings'],
  ])('refuses %j with "%s"', async (over, message) => {
    const customer = await createCustomer(t);
    const before = t.store.currentVersion();
    const res = await as(t, await t.adminCookie()).post(`/api/signups/${customer.id}/payments`, payment(over));
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(t.store.currentVersion()).toBe(before);
  });

  it('is for office roles only', async () => {
    const customer = await createCustomer(t);
    const cookies = await roleCookies(t);
    const path = `/api/signups/${customer.id}/payments`;
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('POST', path, { body: payment() })).status).toBe(401);
    expect((await as(t, cookies.crew).get(path)).status).toBe(403);
    expect((await as(t, cookies.crew).post(path, payment())).status).toBe(403);
    for (const role of ['customer_service', 'manager'] as const) {
      expect((await as(t, cookies[role]).post(path, payment())).status).toBe(201);
      expect((await as(t, cookies[role]).get(path)).status).toBe(200);
    }
    expect((await as(t, cookies.manager).get('/api/signups/999/payments')).status).toBe(404);
    expect((await as(t, cookies.manager).post('/api/signups/999/payments', payment())).status).toBe(404);
  });
});
