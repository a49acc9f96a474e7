import fc from 'fast-check';
import { MATRIX, type MatrixRow } from './matrix-routes';

/**
 * Arbitraries and call list for the property-based bad-input suite. The write calls come
 * from the authorization matrix, so a route added there is fuzzed here too; the matrix's valid body names
 * the known fields, and EXTRA_FIELDS adds the optional ones the matrix body leaves out.
 */

/** Optional fields each call's schema knows but the matrix's sample body does not send. */
const EXTRA_FIELDS: Record<string, string[]> = {
  '/api/signups': ['notes', 'accessNotes'],
  '/api/jobs': ['notes'],
  '/api/jobs/{id}': ['notes', 'collectionDate'],
  '/api/tasks/{id} (cancel)': ['completedAt', 'scheduledDate', 'notes'],
  '/api/signups/{id}/service-periods': ['notes'],
  '/api/service-periods/{id}': ['startDate', 'endDate', 'status'],
  '/api/signups/{id}/payments': ['paymentDate', 'status', 'servicesCount', 'notes'],
  '/api/service-tracking/{id}': ['notes', 'completedAt'],
  '/api/tasks/assignments': ['notes'],
  '/api/admin/employees': ['name', 'email', 'phone'],
  '/api/admin/employees/{id} (full edit)': ['availabilityStatus'],
  '/api/admin/employees/time-off/{id}': ['startDate', 'endDate', 'type', 'notes', 'unassignStops'],
  '/api/admin/employees/time-off/{id} (approve and unassign stops)': ['startDate', 'endDate', 'type', 'notes'],
  '/api/signups/{id}': [
    'name',
    'address',
    'city',
    'state',
    'zipCode',
    'phone',
    'email',
    'needsGarbage',
    'garbageQty',
    'collectionDay',
    'binsToCurbDay',
    'serviceRate',
    'customerStatus',
    'serviceStartDate',
    'latitude',
    'longitude',
    'recyclingAnchorDate',
    'accessNotes',
  ],
};

export interface WriteCall {
  row: MatrixRow;
  name: string;
  /** The route with its placeholder, for the bad-path-parameter property (undefined: no parameter). */
  template?: string;
}

/** Every POST/PATCH/PUT/DELETE of the matrix (known when tests are collected, before any app exists). */
export const WRITE_CALLS: WriteCall[] = MATRIX.filter((r) => r.method !== 'GET').map((row) => {
  const path = row.route.replace(/ \(.*\)$/, '');
  return { row, name: `${row.method} ${row.route}`, template: /\{[^}]+\}/.test(path) ? path : undefined };
});

/** The fields a call's body knows: those of the matrix's valid sample plus the optional ones it leaves out. */
export function knownFields(call: WriteCall, sample: unknown): string[] {
  const sent = sample && typeof sample === 'object' ? Object.keys(sample) : [];
  return [...new Set([...sent, ...(EXTRA_FIELDS[call.row.route] ?? [])])];
}

const HUGE = 'x'.repeat(100_000);

/** Strings chosen to break parsers, paths, SQL, dates and numbers. */
export const NASTY_STRINGS = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'a\u0000b',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-02-30T25:61:61Z',
  '9999999-01-01',
  '',
  '   ',
  '<script>alert(1)</script>',
  "'; DROP TABLE signups; --",
  '\u202e\u200b\ufeff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🗑️',
  '\ud800',
  '__proto__',
  HUGE,
];

/** A value of the wrong type (or of the right type but out of every range) for any field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53 + 2, Number.MIN_VALUE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 5 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
);

/** Marks a field to leave out of the body (a missing field). */
export const OMIT = Symbol('omit');

const extraKey = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('__proto__', 'constructor', 'id', 'version', 'createdAt', 'role', 'passwordHash', 'trackingToken'),
);

/**
 * A body that starts from the call's valid sample and spoils at least one known field (a bad value or
 * absent), plus up to three random extra keys.
 */
export function spoiledBody(sample: Record<string, unknown>, fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const spoil = fields.length
    ? fc
        .subarray(fields, { minLength: 1 })
        .chain((keys) =>
          fc.tuple(fc.constant(keys), fc.tuple(...keys.map(() => fc.oneof(badValue, fc.constant(OMIT))))),
        )
    : fc.constant<[string[], unknown[]]>([[], []]);
  return fc.tuple(spoil, fc.dictionary(extraKey, badValue, { maxKeys: 3 })).map(([[keys, values], extra]) => {
    const body: [string, unknown][] = Object.entries(sample).filter(([k]) => !keys.includes(k));
    keys.forEach((k, i) => {
      if (values[i] !== OMIT) body.push([k, values[i]]);
    });
    // fromEntries makes '__proto__' an own key, so it reaches the wire.
    return Object.fromEntries([...body, ...Object.entries(extra)]);
  });
}

export interface RawBody {
  contentType?: string;
  text: string;
}

const INVALID_JSON = [
  '{',
  '{"a":',
  'undefined',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  '\u0000',
  '',
  '[1,2',
  '{"__proto__":{"isAdmin":true}}',
  '{"a":"\\ud800"}',
  '{"a":1e999999}',
  `{"notes":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '\ufeff{}',
];

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/jsonx',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'text/json',
  'application/xml',
];

const serialise = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return 'undefined';
  }
};

/** Totally random JSON, any serialised value, text that is not JSON, and bodies under a wrong content type. */
export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.json({ maxDepth: 3 }).map((text) => ({ contentType: 'application/json', text })),
  fc.anything({ maxDepth: 3 }).map((v) => ({ contentType: 'application/json', text: serialise(v) })),
  fc
    .oneof(fc.constantFrom(...INVALID_JSON), fc.string({ unit: 'binary', maxLength: 60 }))
    .map((text) => ({ contentType: 'application/json', text })),
  fc.record({
    contentType: fc.option(fc.constantFrom(...WRONG_TYPES), { nil: undefined }),
    text: fc.oneof(fc.json({ maxDepth: 2 }), fc.string({ maxLength: 60 }), fc.constant('a=1&b=2')),
  }),
);

/** A route parameter that is not the id (or token) of any record. */
export const badParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '999999999',
    '99999999999999999999',
    'NaN',
    'null',
    'abc',
    '%00',
    '1%00',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '0x10',
    ' 1',
    '%F0%9F%97%91',
    encodeURIComponent(HUGE.slice(0, 2_000)),
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

const SIGNATURES: number[][] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  [...'GIF89a'].map((ch) => ch.charCodeAt(0)),
  [...'<svg xmlns="http://www.w3.org/2000/svg"><script>'].map((ch) => ch.charCodeAt(0)),
  [...'%PDF-1.4'].map((ch) => ch.charCodeAt(0)),
  [0x89, 0x50, 0x4e, 0x47],
];

export interface PhotoPart {
  field: string;
  bytes: Uint8Array;
  fileName: string;
  type: string;
  /** Send the field as plain text instead of a file. */
  asText: boolean;
  twice: boolean;
}

/** A multipart upload with random bytes (sometimes behind an image signature), names and declared types. */
export const photoPart: fc.Arbitrary<PhotoPart> = fc.record({
  field: fc.oneof(fc.constant('photo'), fc.constant('photo'), fc.string({ maxLength: 10 })),
  bytes: fc
    .tuple(fc.option(fc.constantFrom(...SIGNATURES), { nil: undefined }), fc.uint8Array({ maxLength: 2_000 }))
    .map(([sig, rest]) => Uint8Array.from([...(sig ?? []), ...rest])),
  fileName: fc.oneof(
    fc.constantFrom(
      '../../etc/passwd',
      '..\\..\\boot.ini',
      'a.png/../../x',
      'house.png\u0000.php',
      '.htaccess',
      'x.svg',
      '',
      'a'.repeat(5_000),
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
  ),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
  asText: fc.boolean(),
  twice: fc.boolean(),
});
