import type { Customer } from '../../../../schema/tables';
import type { TestApp } from '../../test/harness';

/** A complete, valid signup body (the public form's defaults). */
export const validSignup = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  address: '3201 W Galer St',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98199',
  phone: '206-555-0100',
  email: 'ada@example.com',
  needsGarbage: true,
  garbageQty: 1,
  needsCompost: true,
  compostQty: 1,
  needsRecycling: true,
  recyclingQty: 1,
  contactMethod: 'text',
  binsToCurbDay: 'friday',
  collectionDay: 'saturday',
  binsToResidenceDay: 'saturday',
  serviceRate: 5,
  customerStatus: 'active',
  ...over,
});

/** Creates a customer as the admin and returns the row. */
export async function createCustomer(t: TestApp, over: Record<string, unknown> = {}): Promise<Customer> {
  const cookie = await t.adminCookie();
  const res = await t.call<{ customer: Customer }>('POST', '/api/signups', { cookie, body: validSignup(over) });
  if (res.status !== 201) throw new Error(`createCustomer failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.customer;
}

/** One cookie per staff role, plus the admin. */
export async function roleCookies(t: TestApp) {
  return {
    crew: (await t.userWithRole('crew')).cookie,
    customer_service: (await t.userWithRole('customer_service')).cookie,
    manager: (await t.userWithRole('manager')).cookie,
    admin: await t.adminCookie(),
  };
}
