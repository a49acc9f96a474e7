import { MSG } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_PHONE } from '../../messages/outbox';
import {
  as,
  createCustomer,
  createTestApp,
  customerWithJob,
  rowsOf,
  SMS_ENV,
  type TestApp,
  validSignup,
} from '../../test-support';

/** Premium and service numbers are refused wherever a customer's phone is saved, with the form's message. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const refused = [
  '1-900-555-0100',
  '(900) 555-0100',
  '976-555-0100',
  '+1 976 555 0100',
  '411-555-0100',
  '(911) 555-0100',
  '206-411-0100',
  '206 911 0100',
  '(206) 211-0100',
  '12068110100',
];
const accepted = ['206-555-0100', '1 (206) 555-0911', '425-976-0100', '206-555-4110'];

describe('customer phone numbers in premium or service ranges', () => {
  it.each(refused)('refuses %s at anonymous signup and writes nothing', async (phone) => {
    const before = t.store.currentVersion();
    const res = await t.call('POST', '/api/signups', { body: validSignup({ phone }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MSG.phoneRange });
    expect(t.store.currentVersion()).toBe(before);
  });

  it.each(accepted)('accepts the regular number %s', async (phone) => {
    const res = await t.call('POST', '/api/signups', { body: validSignup({ phone }) });
    expect(res.status).toBe(201);
  });

  it('refuses them when the office creates or edits a customer', async () => {
    const cookie = await t.adminCookie();
    const created = await as(t, cookie).post('/api/signups', validSignup({ phone: '900-555-0100' }));
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ message: MSG.phoneRange });
    const customer = await createCustomer(t);
    const edited = await as(t, cookie).patch(`/api/signups/${customer.id}`, { phone: '(206) 611-0100' });
    expect(edited.status).toBe(400);
    expect(edited.body).toEqual({ message: MSG.phoneRange });
    const unchanged = await as(t, cookie).get<{ phone: string }>(`/api/signups/${customer.id}`);
    expect(unchanged.body.phone).toBe(customer.phone);
  });

  it('never texts such a number saved before the rule: the message fails with the reason', async () => {
    t.cleanup();
    t = await createTestApp(SMS_ENV);
    const { customer, curb } = customerWithJob(t, { phone: '1-900-555-0100' });
    const res = await as(t, await t.adminCookie()).patch(`/api/tasks/${curb.id}`, { status: 'completed' });
    expect(res.status).toBe(200);
    const [message] = rowsOf(t, customer.id);
    expect(message).toMatchObject({ kind: 'bins_out', status: 'failed', error: PREMIUM_PHONE });
  });
});
