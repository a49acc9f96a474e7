import { ACCESS_NOTES_MAX, type Customer, customers, type PullResponse, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addJob, as, assignJob, createTestApp, roleCookies, type TestApp, validSignup } from '../../test-support';

/** A customer's access text (for the crew) kept apart from the signup's notes (for the office). */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const GATE = 'Gate code 1234, bins left of the garage';
const MARKET = 'Signed up at the Magnolia Village farmers market';

const onlyRow = () => t.store.orm.select().from(customers).get();

describe('accessNotes', () => {
  it('comes in with a public signup, apart from the notes', async () => {
    const res = await t.call('POST', '/api/signups', { body: validSignup({ accessNotes: GATE, notes: MARKET }) });
    expect(res.status).toBe(201);
    expect(onlyRow()).toMatchObject({ accessNotes: GATE, notes: MARKET });
  });

  it('is optional, and a signup without it keeps its notes as notes', async () => {
    const res = await t.call('POST', '/api/signups', { body: validSignup({ notes: MARKET }) });
    expect(res.status).toBe(201);
    expect(onlyRow()).toMatchObject({ accessNotes: null, notes: MARKET });
  });

  it(`refuses more than ${ACCESS_NOTES_MAX} characters or a non-text value with a sentence, writing nothing`, async () => {
    for (const accessNotes of ['x'.repeat(ACCESS_NOTES_MAX + 1), 42, ['gate']]) {
      const res = await t.call<{ message: string }>('POST', '/api/signups', { body: validSignup({ accessNotes }) });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/text|characters/);
    }
    expect(onlyRow()).toBeUndefined();
    const exact = await t.call('POST', '/api/signups', {
      body: validSignup({ accessNotes: 'y'.repeat(ACCESS_NOTES_MAX) }),
    });
    expect(exact.status).toBe(201);
  });

  it('is changed and cleared by the office through PATCH /api/signups/{id}, not by the crew', async () => {
    const cookies = await roleCookies(t);
    await t.call('POST', '/api/signups', { body: validSignup({ notes: MARKET }) });
    const id = onlyRow()?.id;
    const office = as(t, cookies.customer_service);
    const set = await office.patch<Customer>(`/api/signups/${id}`, { accessNotes: GATE });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ accessNotes: GATE, notes: MARKET });
    expect((await office.get<Customer>(`/api/signups/${id}`)).body.accessNotes).toBe(GATE);

    const tooLong = await office.patch<{ message: string }>(`/api/signups/${id}`, {
      accessNotes: 'x'.repeat(ACCESS_NOTES_MAX + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/at most 500 characters/);
    expect(onlyRow()?.accessNotes).toBe(GATE);

    expect((await as(t, cookies.crew).patch(`/api/signups/${id}`, { accessNotes: 'x' })).status).toBe(403);
    const cleared = await office.patch<Customer>(`/api/signups/${id}`, { accessNotes: null });
    expect(cleared.body).toMatchObject({ accessNotes: null, notes: MARKET });
  });

  it("replicates to the crew's phones inside the customer row", async () => {
    const casey = await t.userWithRole('crew', 'casey-access');
    const today = todayIn(t.config.businessTz);
    await t.call('POST', '/api/signups', { body: validSignup({ accessNotes: GATE, notes: MARKET }) });
    const customer = onlyRow();
    if (!customer) throw new Error('no customer');
    assignJob(t, addJob(t.store, customer.id, today).job.id, casey.id);
    const pull = await as(t, casey.cookie).get<PullResponse>('/api/sync/pull?cursor=');
    expect(pull.status).toBe(200);
    const row = pull.body.rows.customers?.find((c) => c.id === customer.id);
    expect(row).toMatchObject({ accessNotes: GATE, notes: MARKET });
  });
});
