import { billingInvoices, billingJobs, paymentHistory } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  customerWithJob,
  type FakeStripe,
  fakeStripeWithEnv,
  invoicedCustomer,
  postEvent,
  STRIPE_TEST_KEY,
  type TestApp,
} from '../test-support';
import { INVOICE_NOT_FOUND, NOT_REFUNDABLE, NOT_WAIVABLE, REFUND_QUEUED } from './invoice-actions';
import { runBillingJobs } from './worker';

interface Billing {
  status: string;
  invoices: { id: string; number: string; status: string }[];
}

describe('a manager refunds or waives a month', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let client: Stripe;
  let manager: string;
  beforeAll(async () => {
    const fake = await fakeStripeWithEnv();
    stripe = fake.stripe;
    t = await createTestApp(fake.env);
    manager = (await t.userWithRole('manager')).cookie;
    client = new Stripe(STRIPE_TEST_KEY, {
      host: '127.0.0.1',
      port: Number(new URL(stripe.url).port),
      protocol: 'http',
    });
  });
  afterAll(async () => {
    t.cleanup();
    await stripe.close();
  });

  const billingOf = async (id: number) =>
    (await t.call<Billing>('GET', `/api/customers/${id}/billing`, { cookie: manager })).body;
  const act = (customerId: number, invoiceId: string, what: 'refund' | 'waive', cookie = manager) =>
    t.call<{ status: string; message?: string }>(
      'POST',
      `/api/customers/${customerId}/billing/invoices/${invoiceId}/${what}`,
      { cookie, body: {} },
    );

  /** A subscribed customer and one invoice of theirs, paid or failed, as Stripe's webhook told the app. */
  async function withInvoice(paid: boolean) {
    const { customer } = customerWithJob(t);
    const { invoice } = await invoicedCustomer(t, stripe, customer.trackingToken, paid);
    return { customer, invoice };
  }
  const refundsOf = (invoiceId: string) =>
    stripe.list('refund').filter((r) => (r.metadata as Record<string, string>).invoiceId === invoiceId);
  const paymentOf = (number: string) =>
    t.store.orm.select().from(paymentHistory).where(eq(paymentHistory.invoiceNumber, number)).get();

  it('refunds a paid month once: the invoice and the card payment say refunded, and a retry refunds nothing twice', async () => {
    const { customer, invoice } = await withInvoice(true);
    const res = await act(customer.id, invoice.id, 'refund');
    expect(res).toMatchObject({ status: 200, body: { status: 'refunded' } });
    expect(refundsOf(invoice.id)).toEqual([expect.objectContaining({ amount: 3000, status: 'succeeded' })]);
    const call = stripe.calls.find((c) => c.path === '/v1/refunds');
    expect(call?.idempotencyKey).toBe(`bv-refund:invoice:${invoice.id}`);
    expect((await billingOf(customer.id)).invoices).toEqual([
      expect.objectContaining({ id: invoice.id, status: 'refunded' }),
    ]);
    expect(paymentOf(invoice.number)).toMatchObject({ status: 'refunded', amount: 30, paymentMethod: 'card' });

    // Pressed again: the month is already refunded.
    expect(await act(customer.id, invoice.id, 'refund')).toMatchObject({
      status: 409,
      body: { message: NOT_REFUNDABLE },
    });
    // A crash after Stripe refunded but before we wrote it down: the retry carries the same key.
    t.store.orm.update(billingInvoices).set({ status: 'paid' }).where(eq(billingInvoices.id, invoice.id)).run();
    expect(await act(customer.id, invoice.id, 'refund')).toMatchObject({ status: 200, body: { status: 'refunded' } });
    expect(refundsOf(invoice.id)).toHaveLength(1);
  });

  it("applies Stripe's charge.refunded for a refund made in its dashboard, once", async () => {
    const { customer, invoice } = await withInvoice(true);
    await client.refunds.create({ payment_intent: stripe.paymentIntentOf(invoice.id) });
    const e = stripe.refundedEvent(stripe.paymentIntentOf(invoice.id));
    expect((await postEvent(t, e)).body).toMatchObject({ applied: true });
    expect((await postEvent(t, e)).body).toMatchObject({ applied: false });
    expect((await billingOf(customer.id)).invoices[0].status).toBe('refunded');
    expect(paymentOf(invoice.number)?.status).toBe('refunded');
  });

  it('waives an unpaid month: Stripe voids it, and the customer is no longer past due', async () => {
    const { customer, invoice } = await withInvoice(false);
    expect((await billingOf(customer.id)).status).toBe('past_due');
    expect(await act(customer.id, invoice.id, 'waive')).toMatchObject({ status: 200, body: { status: 'void' } });
    expect(stripe.objects.get(invoice.id)?.status).toBe('void');
    expect(stripe.calls.find((c) => c.path === `/v1/invoices/${invoice.id}/void`)?.idempotencyKey).toBe(
      `bv-waive:invoice:${invoice.id}`,
    );
    const billing = await billingOf(customer.id);
    expect(billing.status).toBe('active');
    expect(billing.invoices[0]).toMatchObject({ id: invoice.id, status: 'void' });
    expect(paymentOf(invoice.number)).toBeUndefined();
    expect(await act(customer.id, invoice.id, 'waive')).toMatchObject({ status: 409, body: { message: NOT_WAIVABLE } });
  });

  it("applies Stripe's invoice.voided once", async () => {
    const { customer, invoice } = await withInvoice(false);
    const e = stripe.voidedEvent(invoice.id);
    expect((await postEvent(t, e)).body).toMatchObject({ applied: true });
    expect((await postEvent(t, e)).body).toMatchObject({ applied: false });
    expect(await billingOf(customer.id)).toMatchObject({ status: 'active', invoices: [{ status: 'void' }] });
  });

  it('refuses a state that does not allow it (409), and an invoice that is not this customer’s (404), asking Stripe nothing', async () => {
    const paid = await withInvoice(true);
    const failed = await withInvoice(false);
    const before = stripe.calls.length;
    expect(await act(failed.customer.id, failed.invoice.id, 'refund')).toMatchObject({
      status: 409,
      body: { message: NOT_REFUNDABLE },
    });
    expect(await act(paid.customer.id, paid.invoice.id, 'waive')).toMatchObject({
      status: 409,
      body: { message: NOT_WAIVABLE },
    });
    for (const [customerId, invoiceId] of [
      [paid.customer.id, failed.invoice.id],
      [paid.customer.id, 'in_doesnotexist'],
      [paid.customer.id, 'not-an-invoice'],
    ] as const)
      expect(await act(customerId, invoiceId, 'refund')).toMatchObject({
        status: 404,
        body: { message: INVOICE_NOT_FOUND },
      });
    expect(stripe.calls.length).toBe(before);
  });

  it('lets only a manager (or admin) do it', async () => {
    const { customer, invoice } = await withInvoice(true);
    for (const role of ['crew', 'customer_service'] as const) {
      const { cookie } = await t.userWithRole(role);
      expect((await act(customer.id, invoice.id, 'refund', cookie)).status).toBe(403);
      expect((await act(customer.id, invoice.id, 'waive', cookie)).status).toBe(403);
    }
    expect((await t.call('POST', `/api/customers/${customer.id}/billing/invoices/${invoice.id}/refund`)).status).toBe(
      401,
    );
    expect(refundsOf(invoice.id)).toHaveLength(0);
  });

  it('queues a refund Stripe cannot take during an outage (202 with a message) and sends it once Stripe answers', async () => {
    const { customer, invoice } = await withInvoice(true);
    stripe.setOutage(true);
    try {
      expect(await act(customer.id, invoice.id, 'refund')).toMatchObject({
        status: 202,
        body: { status: 'paid', message: REFUND_QUEUED },
      });
      // Pressed again during the outage: still one refund queued.
      expect((await act(customer.id, invoice.id, 'refund')).status).toBe(202);
      await runBillingJobs(t.store, t.config);
    } finally {
      stripe.setOutage(false);
    }
    expect((await billingOf(customer.id)).invoices[0].status).toBe('paid');
    expect(refundsOf(invoice.id)).toHaveLength(0);
    const queued = t.store.orm.select().from(billingJobs).where(eq(billingJobs.kind, 'refund')).all();
    expect(queued).toEqual([expect.objectContaining({ status: 'queued', causeKey: `refund:invoice:${invoice.id}` })]);

    // Stripe is back: the worker's next attempt (after its backoff) refunds it, with the cause's key.
    await runBillingJobs(t.store, t.config, new Date(Date.now() + 60 * 60 * 1000));
    expect(refundsOf(invoice.id)).toHaveLength(1);
    const call = stripe.calls.filter((c) => c.path === '/v1/refunds').at(-1);
    expect(call?.idempotencyKey).toBe(`bv-refund:invoice:${invoice.id}`);
    expect((await billingOf(customer.id)).invoices[0].status).toBe('refunded');
    expect(paymentOf(invoice.number)).toMatchObject({ status: 'refunded' });
  });
});
