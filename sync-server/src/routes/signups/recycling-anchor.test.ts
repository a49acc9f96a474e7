import type { Customer } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, createCustomer, createTestApp, type TestApp, validSignup } from '../../test-support';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = (await t.userWithRole('customer_service')).cookie;
});
afterEach(() => t.cleanup());

describe('recyclingAnchorDate', () => {
  it('is set and cleared through PATCH /api/signups/{id}, on the collection weekday only', async () => {
    const c = await createCustomer(t, {
      binsToCurbDay: 'thursday',
      collectionDay: 'friday',
      binsToResidenceDay: 'friday',
    });
    expect(c.recyclingAnchorDate).toBeNull();
    const set = await as(t, cookie).patch<Customer>(`/api/signups/${c.id}`, { recyclingAnchorDate: '2026-12-04' });
    expect(set.status).toBe(200);
    expect(set.body.recyclingAnchorDate).toBe('2026-12-04');
    const bad: [unknown, string][] = [
      ['2026-12-05', "Recycling week must be a date on the customer's collection day"],
      ['2026-02-30', 'Recycling week must be written as yyyy-MM-dd'],
      ['Dec 4', 'Recycling week must be written as yyyy-MM-dd'],
      [20261204, 'Recycling week must be written as yyyy-MM-dd'],
    ];
    for (const [value, message] of bad) {
      const res = await as(t, cookie).patch<{ message: string }>(`/api/signups/${c.id}`, {
        recyclingAnchorDate: value,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const cleared = await as(t, cookie).patch<Customer>(`/api/signups/${c.id}`, { recyclingAnchorDate: null });
    expect(cleared.body.recyclingAnchorDate).toBeNull();
  });

  it('may come with the public signup, and is refused off the collection weekday', async () => {
    const ok = await t.call<{ trackingToken: string }>('POST', '/api/signups', {
      body: validSignup({ collectionDay: 'saturday', recyclingAnchorDate: '2026-12-05' }),
    });
    expect(ok.status).toBe(201);
    const bad = await t.call<{ message: string }>('POST', '/api/signups', {
      body: validSignup({ collectionDay: 'saturday', recyclingAnchorDate: '2026-12-04' }),
    });
    expect(bad.status).toBe(400);
  });

  it('moves with a service-day change to the new weekday of the same week', async () => {
    const c = await createCustomer(t, {
      binsToCurbDay: 'thursday',
      collectionDay: 'friday',
      binsToResidenceDay: 'friday',
    });
    await as(t, cookie).patch(`/api/signups/${c.id}`, { recyclingAnchorDate: '2026-12-04' });
    const moved = await as(t, cookie).patch<Customer>(`/api/signups/${c.id}`, {
      binsToCurbDay: 'monday',
      collectionDay: 'tuesday',
      binsToResidenceDay: 'tuesday',
      updateJobs: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.recyclingAnchorDate).toBe('2026-12-01');
    const both = await as(t, cookie).patch<Customer>(`/api/signups/${c.id}`, {
      collectionDay: 'wednesday',
      recyclingAnchorDate: '2026-12-09',
    });
    expect(both.body.recyclingAnchorDate).toBe('2026-12-09');
  });
});
