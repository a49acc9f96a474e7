import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local Stripe-compatible server for tests (Stripe's own mock server cannot be installed here). It
 * speaks Stripe's wire format: form-encoded bodies with bracketed keys, JSON objects with `object` and
 * `id`, errors as `{ error: { type, message } }`, and the same answer for a repeated Idempotency-Key.
 * It keeps customers, checkout sessions (with a small checkout page), setup intents, payment methods,
 * subscriptions, portal sessions, invoices (with their invoice payments, voiding) and refunds, and makes signed events for the app's webhook.
 */

type Obj = Record<string, unknown> & { id: string; object: string };
type Form = Record<string, unknown>;

/** `a[b][0]=x` into `{ a: { b: ['x'] } }`, as Stripe reads it. */
export function parseStripeForm(text: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let at: Form = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) at[part] = value;
      else {
        at[part] = (at[part] as Form | undefined) ?? {};
        at = at[part] as Form;
      }
    });
  }
  return out;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const nowSec = () => Math.floor(Date.now() / 1000);
const MONTH_SEC = 30 * 24 * 3600;

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the checkout page's completion sends its signed event (a live server); unset: tests post it. */
  webhookUrl?: string;
}

export interface SignedEvent {
  payload: string;
  header: string;
  event: Obj;
}

export async function startFakeStripe(opts: FakeStripeOptions) {
  const objects = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: string }>();
  /** Every API call, for tests that count what was created. */
  const calls: { method: string; path: string; form: Form; idempotencyKey: string | null }[] = [];
  let outage = false;
  const signer = new Stripe(opts.secretKey);

  const put = (o: Obj) => {
    objects.set(o.id, o);
    return o;
  };
  const list = (object: string) => [...objects.values()].filter((o) => o.object === object);

  function sign(type: string, object: Obj): SignedEvent {
    const event: Obj = {
      id: newId('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: nowSec(),
      livemode: false,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret });
    return { payload, header, event };
  }

  async function deliver(e: SignedEvent) {
    if (!opts.webhookUrl) return;
    await fetch(opts.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': e.header },
      body: e.payload,
    });
  }

  /** What the customer does on the checkout page: a card saved through a setup intent. */
  function completeCheckout(sessionId: string, card = { brand: 'visa', last4: '4242' }): SignedEvent {
    const session = objects.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const pm = put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: session.customer,
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 },
    });
    const si = put({
      id: newId('seti'),
      object: 'setup_intent',
      customer: session.customer,
      payment_method: pm.id,
      status: 'succeeded',
    });
    Object.assign(session, { status: 'complete', setup_intent: si.id });
    return sign('checkout.session.completed', session);
  }

  /** Stripe's monthly charge of a subscription: a paid or a failed invoice, and its event. */
  function invoice(subscriptionId: string, paid: boolean, amountCents = 3000): SignedEvent {
    const sub = objects.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    const count = list('invoice').length + 1;
    const inv = put({
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      number: `FAKE-${String(count).padStart(4, '0')}`,
      amount_due: amountCents,
      amount_paid: paid ? amountCents : 0,
      currency: 'usd',
      status: paid ? 'paid' : 'open',
      hosted_invoice_url: `${url}/receipts/${count}`,
      status_transitions: { paid_at: paid ? nowSec() : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    });
    if (!paid) sub.status = 'past_due';
    else {
      // Since Stripe's 2025 API an invoice's card payment is an invoice payment naming a payment intent.
      const pi = put({ id: newId('pi'), object: 'payment_intent', amount: amountCents, status: 'succeeded' });
      const ch = put({
        id: newId('ch'),
        object: 'charge',
        amount: amountCents,
        amount_refunded: 0,
        refunded: false,
        payment_intent: pi.id,
        customer: sub.customer,
      });
      pi.latest_charge = ch.id;
      put({
        id: newId('inpay'),
        object: 'invoice_payment',
        invoice: inv.id,
        is_default: true,
        status: 'paid',
        amount_paid: amountCents,
        amount_requested: amountCents,
        currency: 'usd',
        payment: { type: 'payment_intent', payment_intent: pi.id },
      });
    }
    return sign(paid ? 'invoice.paid' : 'invoice.payment_failed', inv);
  }

  /** Stripe's events for a refund (charge.refunded) or a voided invoice, as made from Stripe's dashboard. */
  function refundedEvent(paymentIntentId: string): SignedEvent {
    const pi = objects.get(paymentIntentId);
    const charge = pi ? objects.get(String(pi.latest_charge)) : undefined;
    if (!charge) throw new Error(`no charge for ${paymentIntentId}`);
    return sign('charge.refunded', charge);
  }
  function voidedEvent(invoiceId: string): SignedEvent {
    const inv = objects.get(invoiceId);
    if (!inv) throw new Error(`no invoice ${invoiceId}`);
    inv.status = 'void';
    return sign('invoice.voided', inv);
  }
  /** The payment intent that paid an invoice. */
  const paymentIntentOf = (invoiceId: string) =>
    String((list('invoice_payment').find((p) => p.invoice === invoiceId)?.payment as Form | undefined)?.payment_intent);

  function subscriptionEvent(subscriptionId: string, type: 'updated' | 'deleted', status?: string): SignedEvent {
    const sub = objects.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    if (status) sub.status = status;
    if (type === 'deleted') sub.status = 'canceled';
    return sign(`customer.subscription.${type}`, sub);
  }

  function handle(method: string, path: string, form: Form, res: ServerResponse): [number, unknown] {
    const seg = path.split('/').filter(Boolean);
    const notFound = (what: string): [number, unknown] => [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
    ];
    const bad = (message: string): [number, unknown] => [400, { error: { type: 'invalid_request_error', message } }];
    const meta = (f: Form) => (f.metadata as Record<string, string> | undefined) ?? {};
    void res;
    if (seg[0] !== 'v1') return notFound('path');
    const [, resource, id, action] = seg;
    if (resource === 'customers') {
      if (method === 'POST' && !id)
        return [200, put({ id: newId('cus'), object: 'customer', metadata: meta(form), invoice_settings: {} })];
      const c = id ? objects.get(id) : undefined;
      if (c?.object !== 'customer') return notFound(`customer: '${id}'`);
      if (method === 'POST') {
        const settings = form.invoice_settings as Form | undefined;
        if (settings) c.invoice_settings = { ...(c.invoice_settings as Form), ...settings };
        if (form.metadata) c.metadata = { ...(c.metadata as Form), ...meta(form) };
      }
      return [200, c];
    }
    if (resource === 'checkout' && id === 'sessions' && method === 'POST') {
      if (form.mode !== 'setup') return bad('This fake only makes setup-mode sessions');
      if (!str(form.success_url) || !str(form.cancel_url)) return bad('Missing success_url or cancel_url');
      if (!objects.has(str(form.customer) ?? '')) return bad(`No such customer: '${form.customer}'`);
      const sid = newId('cs');
      return [
        200,
        put({
          id: sid,
          object: 'checkout.session',
          mode: 'setup',
          customer: form.customer,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          status: 'open',
          setup_intent: null,
          url: `${url}/checkout/${sid}`,
          metadata: meta(form),
        }),
      ];
    }
    if (resource === 'invoices' && id && action === 'void' && method === 'POST') {
      const inv = objects.get(id);
      if (inv?.object !== 'invoice') return notFound(`invoice: '${id}'`);
      if (inv.status !== 'open' && inv.status !== 'uncollectible')
        return bad(`You can only pass in open or uncollectible invoices. This invoice is ${inv.status}.`);
      inv.status = 'void';
      // The subscription is no longer behind once its latest unpaid invoice is voided.
      const sub = objects.get(
        str(
          (inv.parent as Form).subscription_details && ((inv.parent as Form).subscription_details as Form).subscription,
        ) ?? '',
      );
      if (sub?.status === 'past_due') sub.status = 'active';
      return [200, inv];
    }
    if (resource === 'invoice_payments' && method === 'GET' && !id) {
      const payment = form.payment as Form | undefined;
      const data = list('invoice_payment').filter(
        (p) =>
          (!form.invoice || p.invoice === form.invoice) &&
          (!form.status || p.status === form.status) &&
          (!payment?.payment_intent || (p.payment as Form).payment_intent === payment.payment_intent),
      );
      return [200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data }];
    }
    if ((resource === 'setup_intents' || resource === 'payment_methods' || resource === 'invoices') && id) {
      const o = objects.get(id);
      return o ? [200, o] : notFound(`${resource}: '${id}'`);
    }
    if (resource === 'subscriptions') {
      if (method === 'POST' && !id) {
        const customer = objects.get(str(form.customer) ?? '');
        if (!customer) return bad(`No such customer: '${form.customer}'`);
        const items = form.items as Record<string, Form> | undefined;
        const price = str(items?.['0']?.price);
        if (!price) return bad('Missing items[0][price]');
        const pm = str(form.default_payment_method) ?? str((customer.invoice_settings as Form).default_payment_method);
        if (!pm) return bad('This customer has no attached payment source or default payment method.');
        const end = nowSec() + MONTH_SEC;
        return [
          200,
          put({
            id: newId('sub'),
            object: 'subscription',
            customer: customer.id,
            status: 'active',
            pause_collection: null,
            cancel_at: null,
            metadata: meta(form),
            items: {
              object: 'list',
              data: [{ id: newId('si'), object: 'subscription_item', price: { id: price }, current_period_end: end }],
            },
          }),
        ];
      }
      const s = id ? objects.get(id) : undefined;
      if (s?.object !== 'subscription') return notFound(`subscription: '${id}'`);
      if (method === 'POST') {
        if ('pause_collection' in form) {
          const p = form.pause_collection;
          s.pause_collection =
            p === '' ? null : { behavior: (p as Form).behavior, resumes_at: Number((p as Form).resumes_at) || null };
          s.status = s.pause_collection ? 'paused' : 'active';
        }
        if ('cancel_at' in form) s.cancel_at = form.cancel_at === '' ? null : Number(form.cancel_at);
      }
      return [200, s];
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
      if (!objects.has(str(form.customer) ?? '')) return bad(`No such customer: '${form.customer}'`);
      const pid = newId('bps');
      return [
        200,
        put({
          id: pid,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `${url}/portal/${pid}`,
        }),
      ];
    }
    if (resource === 'refunds' && method === 'POST') {
      const pi = objects.get(str(form.payment_intent) ?? '');
      if (pi?.object !== 'payment_intent') return bad(`No such payment_intent: '${form.payment_intent}'`);
      const charge = objects.get(String(pi.latest_charge));
      if (!charge) return bad('This PaymentIntent has no charge to refund');
      const left = Number(charge.amount) - Number(charge.amount_refunded);
      if (left <= 0)
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge ${charge.id} has already been refunded.`,
            },
          },
        ];
      const amount = form.amount === undefined ? left : Number(form.amount);
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const refund = put({
        id: newId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        payment_intent: pi.id,
        status: 'succeeded',
        metadata: meta(form),
      });
      charge.refunds = { object: 'list', data: [refund] };
      return [200, refund];
    }
    void action;
    return notFound('path');
  }

  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    const path = (req.url ?? '/').split('?')[0];
    const html = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    // The hosted pages a browser visits: checkout (save a card and return), the portal and receipts.
    const page = path.match(/^\/checkout\/(cs_[0-9a-f]+)(\/complete)?$/);
    if (page) {
      const session = objects.get(page[1]);
      if (!session) return html(404, 'No such session');
      if (req.method === 'POST' && page[2]) {
        await deliver(completeCheckout(session.id));
        return html(303, '', { location: String(session.success_url) });
      }
      return html(
        200,
        `<!doctype html><title>Checkout</title><h1>Save a card</h1><form method="post" action="/checkout/${session.id}/complete"><p>Card 4242 4242 4242 4242</p><button type="submit">Save card</button></form>`,
      );
    }
    if (path.startsWith('/receipts/') || path.startsWith('/portal/'))
      return html(200, '<!doctype html><h1>Stripe</h1>');

    // A test's "Stripe charges the card now": an invoice for the checkout session's customer, delivered.
    const charge = path.match(/^\/_test\/invoices\/(cs_[0-9a-f]+)$/);
    if (charge && req.method === 'POST') {
      const session = objects.get(charge[1]);
      if (!session) return html(404, 'No such session');
      const sub = put({ id: newId('sub'), object: 'subscription', customer: session.customer, status: 'active' });
      // ?failed=1: the charge is declined (a payment_failed invoice, past due).
      await deliver(invoice(sub.id, !(req.url ?? '').includes('failed=1')));
      return html(200, 'delivered');
    }
    const method = req.method ?? 'GET';
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
    }
    const key = str(req.headers['idempotency-key']) ?? null;
    const form = parseStripeForm(method === 'GET' ? ((req.url ?? '').split('?')[1] ?? '') : text);
    calls.push({ method, path, form, idempotencyKey: key });
    const cached = key && method === 'POST' ? idempotent.get(key) : undefined;
    let status: number;
    let body: string;
    if (cached) ({ status, body } = cached);
    else if (outage) {
      status = 500;
      body = JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down (test outage)' } });
    } else {
      const [s, b] = handle(method, path, form, res);
      status = s;
      body = JSON.stringify(b);
      if (key && method === 'POST') idempotent.set(key, { status, body });
    }
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    objects,
    /** Every API call answers 500 while on (a Stripe outage). */
    setOutage: (on: boolean) => {
      outage = on;
    },
    list,
    completeCheckout,
    invoice,
    subscriptionEvent,
    refundedEvent,
    voidedEvent,
    paymentIntentOf,
    sign,
    deliver,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
