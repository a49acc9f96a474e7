import { describe, expect, it } from 'vitest';
import { ADMIN_CREATE_DEFAULTS, toCreateBody } from './customer-form-logic';
import { addressLine, billingOrdered, filterCustomers, nextJobLabel, orderCustomers } from './customer-list-logic';

let id = 1;
const c = (name: string, customerStatus = 'active', phone = '2065551234') => ({
  id: id++,
  name,
  address: '1 W Raye St',
  phone,
  email: `${name.toLowerCase()}@example.com`,
  customerStatus,
});

describe('orderCustomers', () => {
  it('puts active first, then suspended, then cancelled; active with a next job first by date, then by name', () => {
    const zed = c('Zed');
    const amy = c('Amy');
    const bob = c('Bob');
    const cat = c('Cat');
    const sus = c('Abe', 'suspended');
    const can = c('Aaron', 'cancelled');
    const sus2 = c('Bea', 'suspended');
    const next = {
      [zed.id]: { collectionDate: '2026-11-24' },
      [bob.id]: { collectionDate: '2026-11-25' },
      [cat.id]: { collectionDate: '2026-11-24' },
      [sus.id]: { collectionDate: '2026-11-20' }, // ignored: not active
    };
    const order = orderCustomers([can, sus2, amy, bob, sus, zed, cat], next).map((x) => x.name);
    expect(order).toEqual(['Cat', 'Zed', 'Bob', 'Amy', 'Abe', 'Bea', 'Aaron']);
  });
});

describe('filterCustomers', () => {
  const list = [c('Ann', 'active', '2065550142'), c('Ben', 'suspended', '2065559999'), c('Cy', 'cancelled')];
  it('filters by status and search (phone by digits)', () => {
    expect(filterCustomers(list, '', 'all')).toHaveLength(3);
    expect(filterCustomers(list, '', 'suspended').map((x) => x.name)).toEqual(['Ben']);
    expect(filterCustomers(list, '555 01', 'all').map((x) => x.name)).toEqual(['Ann']);
    expect(filterCustomers(list, 'ben@', 'active')).toEqual([]);
  });
});

describe('labels', () => {
  it("formats 'Next Job: Tue. Nov 24' or 'No upcoming service'", () => {
    expect(nextJobLabel('2026-11-24')).toBe('Next Job: Tue. Nov 24');
    expect(nextJobLabel(null)).toBe('No upcoming service');
  });
  it('builds the address line', () => {
    expect(addressLine({ address: '1 W Raye St', city: 'Seattle', state: 'WA', zipCode: '98199' })).toBe(
      '1 W Raye St, Seattle, WA 98199',
    );
  });
});

describe('toCreateBody', () => {
  const valid = {
    ...ADMIN_CREATE_DEFAULTS,
    name: 'Ann Lee',
    address: '3434 W Raye St',
    zipCode: '98199',
    phone: '(206) 555-0199',
    email: 'ann@example.com',
  };
  it('has the admin defaults', () => {
    expect(ADMIN_CREATE_DEFAULTS).toMatchObject({
      contactMethod: 'both',
      binsToCurbDay: 'monday',
      collectionDay: 'tuesday',
      binsToResidenceDay: 'tuesday',
      serviceRate: 5,
      customerStatus: 'active',
      needsGarbage: true,
      garbageQty: 1,
      needsCompost: true,
      compostQty: 1,
      needsRecycling: true,
      recyclingQty: 1,
    });
  });
  it('gives one message per invalid field', () => {
    const r = toCreateBody(ADMIN_CREATE_DEFAULTS);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      name: 'Name is required',
      address: 'Address is required',
      zipCode: 'ZIP code is required',
      phone: 'Phone number must be at least 10 digits',
      email: 'Valid email is required',
    });
    const rate = toCreateBody({ ...valid, serviceRate: 51 });
    expect(rate.ok ? null : rate.errors.serviceRate).toBe('Service rate must be between 1 and 50');
  });
  it('sends the phone as digits only, dates as yyyy-MM-dd and leaves out empty optional fields', () => {
    const r = toCreateBody({ ...valid, serviceStartDate: '2026-12-01' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body.phone).toBe('2065550199');
    expect(r.body.serviceStartDate).toBe('2026-12-01');
    expect(r.body.serviceEndDate).toBeUndefined();
    expect(r.body.notes).toBeUndefined();
  });
});

describe('billingOrdered', () => {
  it("keeps the server's order (past due first) and only the customers the search left", () => {
    const amy = c('Amy');
    const bob = c('Bob');
    const zoe = c('Zoe');
    const entries = [
      { customerId: zoe.id, status: 'past_due' as const },
      { customerId: amy.id, status: 'active' as const },
      { customerId: bob.id, status: 'trial' as const },
    ];
    expect(billingOrdered([amy, bob, zoe], entries)).toEqual([zoe, amy, bob]);
    expect(billingOrdered(filterCustomers([amy, bob, zoe], 'zoe', 'all'), entries)).toEqual([zoe]);
  });
});
