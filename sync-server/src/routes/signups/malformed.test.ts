import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  addDays,
  type CustomerNote,
  onOrAfter,
  type PublicTracking,
  type ServiceTracking,
  todayIn,
} from '@bin-valet/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createCustomer, createTestApp, type TestApp, validSignup } from '../../test-support';

/**
 * Every write call of the customers, notes, payments, photos and tracking routers gets malformed input
 * (wrong types, nulls, 100k-character strings, arrays, missing fields, invalid JSON): the answer must be
 * a 4xx, never a 5xx, and the database's version must not move (nothing written).
 */
type Kind = 'text' | 'nullableText' | 'bool' | 'int' | 'coordinate';
interface WriteCall {
  name: string;
  method: 'POST' | 'PATCH';
  path: () => string;
  valid: () => Record<string, unknown>;
  /** Field → kind, for the per-field bad values. */
  fields: Record<string, Kind>;
  required: string[];
  anonymous?: boolean;
}

const HUGE = 'x'.repeat(100_000);
const BAD: Record<Kind, unknown[]> = {
  text: [null, 12345, true, [], ['a'], { a: 1 }, HUGE],
  nullableText: [12345, true, [], { a: 1 }, HUGE],
  bool: [null, 'true', 1, [], { a: 1 }, HUGE],
  int: [null, '1', 1.5, -7, 1e308, [], { a: 1 }, HUGE],
  coordinate: [true, [], { a: 1 }, 'north', HUGE],
};

let t: TestApp;
let admin: string;
let customerId: number;
let token: string;
let noteId: number;
let trackingId: number;
let askable: string;
/** Case bodies are built when tests are collected, before the app exists: the harness's default zone. */
const saturday = onOrAfter(addDays(todayIn('America/Los_Angeles'), 1), 'saturday');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
  const customer = await createCustomer(t);
  customerId = customer.id;
  token = customer.trackingToken;
  noteId = (await as(t, admin).post<CustomerNote>(`/api/customers/${customerId}/notes`, { noteText: 'n' })).body.id;
  trackingId = (
    await as(t, admin).post<ServiceTracking>('/api/service-tracking/schedule-collection', {
      customerId,
      collectionDate: saturday,
    })
  ).body.id;
  // The customer's own request needs a date their calendar offers (holiday weeks move them).
  const tracking = await t.call<PublicTracking>('GET', `/api/track/${token}`);
  askable = tracking.body.requestDates.find((d) => d.taken === null)?.collectionDate ?? addDays(saturday, 7);
});
afterAll(() => t.cleanup());

const customerFields: Record<string, Kind> = {
  name: 'text',
  address: 'text',
  city: 'text',
  state: 'text',
  zipCode: 'text',
  phone: 'text',
  email: 'text',
  needsGarbage: 'bool',
  garbageQty: 'int',
  needsCompost: 'bool',
  compostQty: 'int',
  needsRecycling: 'bool',
  recyclingQty: 'int',
  contactMethod: 'text',
  binsToCurbDay: 'text',
  collectionDay: 'text',
  binsToResidenceDay: 'text',
  serviceRate: 'int',
  customerStatus: 'text',
  serviceStartDate: 'nullableText',
  serviceEndDate: 'nullableText',
  notes: 'nullableText',
  latitude: 'coordinate',
  longitude: 'coordinate',
};

const CALLS: WriteCall[] = [
  {
    name: 'POST /api/signups',
    method: 'POST',
    path: () => '/api/signups',
    valid: () => validSignup(),
    fields: customerFields,
    required: ['name', 'address', 'zipCode', 'phone', 'email'],
    anonymous: true,
  },
  {
    name: 'PATCH /api/signups/:id',
    method: 'PATCH',
    path: () => `/api/signups/${customerId}`,
    valid: () => ({ name: 'Renamed' }),
    fields: { ...customerFields, updateJobs: 'bool' },
    required: [],
  },
  {
    name: 'POST /api/customers/:id/notes',
    method: 'POST',
    path: () => `/api/customers/${customerId}/notes`,
    valid: () => ({ noteText: 'hello' }),
    fields: { noteText: 'text' },
    required: ['noteText'],
  },
  {
    name: 'PATCH /api/customer-notes/:id/pin',
    method: 'PATCH',
    path: () => `/api/customer-notes/${noteId}/pin`,
    valid: () => ({ isPinned: true }),
    fields: { isPinned: 'bool' },
    required: ['isPinned'],
  },
  {
    name: 'POST /api/signups/:id/payments',
    method: 'POST',
    path: () => `/api/signups/${customerId}/payments`,
    valid: () => ({ amount: 30, billingPeriod: 'May', paymentMethod: 'cash', status: 'completed', servicesCount: 1 }),
    fields: {
      amount: 'int',
      billingPeriod: 'text',
      paymentMethod: 'text',
      status: 'text',
      servicesCount: 'int',
      paymentDate: 'text',
      notes: 'nullableText',
    },
    required: ['amount', 'billingPeriod'],
  },
  {
    name: 'PATCH /api/service-tracking/:id',
    method: 'PATCH',
    path: () => `/api/service-tracking/${trackingId}`,
    valid: () => ({ status: 'completed' }),
    fields: { status: 'text', notes: 'nullableText', completedAt: 'nullableText' },
    required: [],
  },
  {
    name: 'POST /api/service-tracking/schedule-collection',
    method: 'POST',
    path: () => '/api/service-tracking/schedule-collection',
    valid: () => ({ customerId, collectionDate: saturday }),
    fields: { customerId: 'int', collectionDate: 'text' },
    required: ['customerId', 'collectionDate'],
  },
  {
    name: 'POST /api/track/:token/schedule-collection',
    method: 'POST',
    path: () => `/api/track/${token}/schedule-collection`,
    valid: () => ({ collectionDate: askable }),
    fields: { collectionDate: 'text' },
    required: ['collectionDate'],
    anonymous: true,
  },
];

interface Case {
  label: string;
  body?: unknown;
  raw?: string;
}

function casesFor(call: WriteCall): Case[] {
  const cases: Case[] = [
    { label: 'null body', body: null },
    { label: 'array body', body: [call.valid()] },
    { label: 'string body', body: 'hello' },
    { label: 'number body', body: 42 },
    { label: 'empty object', body: {} },
    { label: 'invalid JSON', raw: '{"name": "x",' },
    { label: 'truncated JSON', raw: '{' },
    { label: 'huge array body', body: Array.from({ length: 10_000 }, () => 1) },
  ];
  for (const key of call.required) {
    const body = call.valid();
    delete body[key];
    cases.push({ label: `missing ${key}`, body });
  }
  for (const [key, kind] of Object.entries(call.fields)) {
    for (const value of BAD[kind]) {
      const shown = typeof value === 'string' && value.length > 20 ? `${value.length} chars` : JSON.stringify(value);
      cases.push({ label: `${key} = ${shown}`, body: { ...call.valid(), [key]: value } });
    }
  }
  return cases;
}

describe.each(CALLS)('$name', (call) => {
  it.each(casesFor(call))('$label → 4xx, nothing written', async ({ body, raw }) => {
    const before = t.store.currentVersion();
    for (const cookie of call.anonymous ? [undefined, admin] : [admin]) {
      const res = await t.call(call.method, call.path(), {
        cookie,
        ...(raw !== undefined
          ? { raw, headers: { 'content-type': 'application/json' } }
          : { raw: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(t.store.currentVersion()).toBe(before);
    }
  });

  it('still accepts the valid body (the cases above differ from it only in the broken part)', async () => {
    const res = await t.call(call.method, call.path(), { cookie: admin, body: call.valid() });
    expect(res.status).toBeLessThan(300);
  });
});

describe('POST /api/customers/:id/photo', () => {
  const photoFiles = () => {
    const dir = join(t.dataDir, 'photos');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const multipart = (boundary: string, parts: string) => ({
    raw: parts,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });

  it.each<[string, { raw: string; headers: Record<string, string> }]>([
    ['JSON body', { raw: JSON.stringify({ photo: 'x' }), headers: { 'content-type': 'application/json' } }],
    ['JSON array', { raw: '[1,2]', headers: { 'content-type': 'application/json' } }],
    ['invalid JSON', { raw: '{', headers: { 'content-type': 'application/json' } }],
    ['text/plain', { raw: 'hello', headers: { 'content-type': 'text/plain' } }],
    ['multipart without boundary', { raw: 'garbage', headers: { 'content-type': 'multipart/form-data' } }],
    ['multipart garbage', multipart('xyz', 'not really multipart')],
    [
      'multipart truncated',
      multipart('xyz', '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n'),
    ],
    [
      'photo as a text field',
      multipart('xyz', `--xyz\r\nContent-Disposition: form-data; name="photo"\r\n\r\n${HUGE}\r\n--xyz--\r\n`),
    ],
    [
      'HTML named .jpg',
      multipart(
        'xyz',
        '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n<html></html>\r\n--xyz--\r\n',
      ),
    ],
  ])('%s → 4xx, nothing written', async (_label, opts) => {
    const before = t.store.currentVersion();
    const res = await t.call('POST', `/api/customers/${customerId}/photo`, { cookie: admin, ...opts });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(t.store.currentVersion()).toBe(before);
    expect(photoFiles()).toHaveLength(0);
  });
});

describe('malformed ids', () => {
  it.each(['abc', '-1', '0', '1.5', '1e3', '99999999999999999999', '%00'])('/%s → 4xx', async (id) => {
    const before = t.store.currentVersion();
    for (const [method, path, body] of [
      ['PATCH', `/api/signups/${id}`, { name: 'x' }],
      ['DELETE', `/api/signups/${id}`, undefined],
      ['POST', `/api/customers/${id}/notes`, { noteText: 'x' }],
      ['PATCH', `/api/customer-notes/${id}/pin`, { isPinned: true }],
      ['POST', `/api/signups/${id}/payments`, { amount: 1, billingPeriod: 'x' }],
      ['PATCH', `/api/service-tracking/${id}`, { status: 'missed' }],
      ['DELETE', `/api/service-tracking/${id}`, undefined],
      ['POST', `/api/track/${id}/schedule-collection`, { collectionDate: saturday }],
    ] as const) {
      const res = await t.call(method, path, { cookie: admin, body });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    expect(t.store.currentVersion()).toBe(before);
  });
});
