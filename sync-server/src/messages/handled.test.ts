import { type CustomerMessage, messages, type UndeliveredList } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addCustomer, as, createTestApp, SMS_ENV, type TestApp } from '../test-support';

/** The office settles an undelivered message itself: sent by hand or dismissed, who and when kept. */

let t: TestApp;
afterEach(() => t?.cleanup());

function message(customerId: number, status: string, n: number) {
  return t.store.write((db) =>
    db
      .insert(messages)
      .values({
        customerId,
        kind: 'bins_out',
        channel: 'sms',
        recipient: '+12065550100',
        body: `Your bins are at the curb (${n})`,
        status,
        causeKey: `handled-test-${n}`,
      })
      .returning()
      .get(),
  );
}

describe('POST /api/messages/{id}/handled', () => {
  it('marks a failed message sent by hand and a not-sent one dismissed, keeping who and when; both leave the list', async () => {
    t = await createTestApp();
    const customer = addCustomer(t.store);
    const failed = message(customer.id, 'failed', 1);
    const notSent = message(customer.id, 'not_sent', 2);
    const sam = await t.userWithRole('customer_service', 'sam-handled');
    const office = as(t, sam.cookie);
    const before = Date.now();

    const byHand = await office.post<CustomerMessage>(`/api/messages/${failed.id}/handled`, {
      outcome: 'sent_by_hand',
    });
    expect(byHand.status).toBe(200);
    expect(byHand.body).toMatchObject({ status: 'sent_by_hand', handledBy: 'sam-handled' });
    expect(Date.parse(byHand.body.handledAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const dismissed = await office.post<CustomerMessage>(`/api/messages/${notSent.id}/handled`, {
      outcome: 'dismissed',
    });
    expect(dismissed.body).toMatchObject({ status: 'dismissed', handledBy: 'sam-handled' });

    const list = await office.get<UndeliveredList>('/api/messages/undelivered');
    expect(list.body).toMatchObject({ failed: 0, notSent: 0, messages: [] });
    // The customer's own history still shows them, with who settled them.
    const history = await office.get<CustomerMessage[]>(`/api/customers/${customer.id}/messages`);
    expect(history.body.map((m) => [m.status, m.handledBy])).toEqual(
      expect.arrayContaining([
        ['sent_by_hand', 'sam-handled'],
        ['dismissed', 'sam-handled'],
      ]),
    );
  });

  it('refuses with a sentence: a message already settled or sent, an unknown outcome or id, and the crew', async () => {
    t = await createTestApp();
    const customer = addCustomer(t.store);
    const sent = message(customer.id, 'sent', 1);
    const failed = message(customer.id, 'failed', 2);
    const office = as(t, await t.adminCookie());
    const again = await office.post<{ message: string }>(`/api/messages/${sent.id}/handled`, { outcome: 'dismissed' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Only a failed or not-sent message can be marked sent by hand or dismissed' },
    });
    for (const body of [{ outcome: 'sent' }, {}, { outcome: 7 }]) {
      const bad = await office.post<{ message: string }>(`/api/messages/${failed.id}/handled`, body);
      expect(bad).toMatchObject({ status: 400, body: { message: 'outcome must be sent_by_hand or dismissed' } });
    }
    expect((await office.post(`/api/messages/999999/handled`, { outcome: 'dismissed' })).status).toBe(404);
    const crew = await t.userWithRole('crew');
    expect((await as(t, crew.cookie).post(`/api/messages/${failed.id}/handled`, { outcome: 'dismissed' })).status).toBe(
      403,
    );
    expect(t.store.orm.select().from(messages).where(eq(messages.id, failed.id)).get()).toMatchObject({
      status: 'failed',
      handledBy: null,
      handledAt: null,
    });
  });
});

describe('GET /api/messages/undelivered providers', () => {
  it('says which providers are configured, so the screen offers Retry only where one is', async () => {
    t = await createTestApp();
    const none = await as(t, await t.adminCookie()).get<UndeliveredList>('/api/messages/undelivered');
    expect(none.body.providers).toEqual({ sms: false, email: false });
    t.cleanup();
    t = await createTestApp(SMS_ENV);
    const sms = await as(t, await t.adminCookie()).get<UndeliveredList>('/api/messages/undelivered');
    expect(sms.body.providers).toEqual({ sms: true, email: false });
  });
});
