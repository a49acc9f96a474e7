import type { Role } from '@bin-valet/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type FakeStripe,
  fakeStripeWithEnv,
  invoicedCustomer,
  seedWorld,
  type TestApp,
  type World,
} from '../test-support';
import {
  badParam,
  knownFields,
  type RawBody,
  rawBody,
  spoiledBody,
  WRITE_CALLS,
  type WriteCall,
} from './bad-input-arbitraries';
import { type Caller, expectSafe, fingerprint, ORIGIN, send } from './bad-input-probe';
import { type CallerRole, MATRIX, MATRIX_ROLES, type MatrixRow, permits } from './matrix-routes';

/**
 * The billing routes with billing configured (against the local Stripe), where they do real work: who
 * may call each (as authorization-matrix.test.ts checks with billing off, where they all answer 404),
 * and bad input on each write (as bad-input.property.test.ts) never a 5xx, a 4xx `{ message }` that wrote
 * nothing. Refund and waive name a real invoice of the world's customer, so permitted calls reach Stripe.
 */

const RUNS = { typed: 20, raw: 25, params: 20, invoice: 30 };
const isBilling = (route: string) => route.includes('/billing');
const BILLING_ROWS = MATRIX.filter((r) => isBilling(r.route));
const BILLING_WRITES = WRITE_CALLS.filter((c) => isBilling(c.row.route));

let t: TestApp;
let stripe: FakeStripe;
let admin: Caller;
const anonymous: Caller = { label: 'anonymous', id: 0 };
const roles = new Map<CallerRole, string | undefined>();

beforeAll(async () => {
  const fake = await fakeStripeWithEnv();
  stripe = fake.stripe;
  t = await createTestApp(fake.env);
  const login = await t.login('admin', ADMIN_PASSWORD);
  admin = { label: 'admin', id: (login.body as { user: { id: number } }).user.id, cookie: login.cookie };
  for (const role of MATRIX_ROLES)
    roles.set(role, role === 'anonymous' ? undefined : (await t.userWithRole(role as Role)).cookie);
}, 60_000);
afterAll(async () => {
  t.cleanup();
  await stripe.close();
});

/** The call's path for this world: refund and waive name an invoice of the world's customer that allows them. */
async function pathFor(row: MatrixRow, world: World): Promise<string> {
  const action = row.route.match(/\/invoices\/\{invoiceId\}\/(refund|waive)$/)?.[1];
  if (!action) return row.path(world, 0);
  const { invoice } = await invoicedCustomer(t, stripe, world.token, action === 'refund');
  return `/api/customers/${world.customerId}/billing/invoices/${invoice.id}/${action}`;
}

describe('authorization with billing on', () => {
  it.each(BILLING_ROWS.map((r) => ({ ...r, name: `${r.method} ${r.route} [${r.access}]` })))('$name', async (row) => {
    const outcomes: string[] = [];
    const problems: string[] = [];
    for (const role of MATRIX_ROLES) {
      const world = seedWorld(t);
      const headers: Record<string, string> = { origin: ORIGIN };
      const cookie = roles.get(role);
      if (cookie) headers.cookie = cookie;
      if (row.method !== 'GET') headers['content-type'] = 'application/json';
      const res = await t.app.request(`${ORIGIN}${await pathFor(row, world)}`, {
        method: row.method,
        headers,
        body: row.method === 'GET' ? undefined : JSON.stringify(row.body?.(world, 0) ?? {}),
      });
      const text = (await res.text()).slice(0, 160);
      outcomes.push(`${role}=${res.status}`);
      const allowed = permits(row.access, role);
      if (!allowed && role === 'anonymous' && res.status !== 401)
        problems.push(`${role}: expected 401, got ${res.status}`);
      else if (!allowed && role !== 'anonymous' && res.status !== 403)
        problems.push(`${role}: expected 403, got ${res.status}`);
      else if (allowed && (res.status === 401 || res.status === 403 || res.status >= 500))
        problems.push(`${role}: expected access, got ${res.status} ${text}`);
      // With billing on, a permitted call is answered by the billing code, not "billing is off".
      else if (allowed && res.status === 404 && /Billing is not set up/.test(text))
        problems.push(`${role}: billing answered as off`);
    }
    if (process.env.MATRIX_LOG) console.log(`${row.name}: ${outcomes.join(' ')}`);
    expect(problems, outcomes.join(' ')).toEqual([]);
  });

  it('checks every billing route the app serves', () => {
    const shape = (path: string) => path.replace(/:[A-Za-z]+/g, '{}').replace(/\{[^}]+\}/g, '{}');
    const served = t.app.routes.filter((r) => r.method !== 'ALL' && isBilling(r.path));
    const checked = new Set(BILLING_ROWS.map((r) => `${r.method} ${shape(r.route)}`));
    expect(served.map((r) => `${r.method} ${shape(r.path)}`).filter((r) => !checked.has(r))).toEqual([]);
    expect(checked.size).toBe(8);
  });
});

const callersOf = (call: WriteCall): Caller[] => (call.row.access === 'public' ? [admin, anonymous] : [admin]);
const jsonBody = (value: unknown): RawBody => ({ contentType: 'application/json', text: JSON.stringify(value) });

async function probe(method: string, path: string, caller: Caller, raw?: RawBody) {
  const before = fingerprint(t);
  const answer = await send(t, method, path, caller, raw);
  expectSafe(answer, before, fingerprint(t));
  return answer;
}

describe('bad input on the billing writes, with billing on', () => {
  it.each(BILLING_WRITES.filter((c) => c.row.body))('wrong-typed and extra fields: $name', async (call) => {
    const world = seedWorld(t);
    const path = await pathFor(call.row, world);
    const sample = (call.row.body?.(world, admin.id) ?? {}) as Record<string, unknown>;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callersOf(call)),
        spoiledBody(sample, knownFields(call, sample)),
        (caller, b) => probe(call.row.method, path, caller, jsonBody(b)).then(() => undefined),
      ),
      { numRuns: RUNS.typed },
    );
  });

  it.each(BILLING_WRITES)('random JSON, text and content types: $name', async (call) => {
    const world = seedWorld(t);
    const path = await pathFor(call.row, world);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callersOf(call)), rawBody, (caller, raw) =>
        probe(call.row.method, path, caller, raw).then(() => undefined),
      ),
      { numRuns: RUNS.raw },
    );
  });

  it.each(BILLING_WRITES.filter((c) => c.template))('route parameters that name no record: $name', async (call) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callersOf(call)), badParam, async (caller, param) => {
        const target = (call.template as string).replace(/\{[^}]+\}/, param);
        const answer = await probe(call.row.method, target, caller, jsonBody({}));
        expect(answer.status, `${target} → ${answer.status}`).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS.params },
    );
  });

  it.each(['refund', 'waive'])('invoice ids that name no invoice of the customer: %s', async (action) => {
    const world = seedWorld(t);
    const before = stripe.calls.length;
    await fc.assert(
      fc.asyncProperty(fc.oneof(badParam, fc.string(), fc.stringMatching(/^in_[A-Za-z0-9]{1,70}$/)), async (id) => {
        const target = `/api/customers/${world.customerId}/billing/invoices/${encodeURIComponent(id)}/${action}`;
        const answer = await probe('POST', target, admin, jsonBody({}));
        expect(answer.status, `${target} → ${answer.status}`).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS.invoice },
    );
    // None of them was ours, so Stripe was never asked.
    expect(stripe.calls.length).toBe(before);
  });
});
