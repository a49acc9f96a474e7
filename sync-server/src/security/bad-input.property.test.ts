import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, seedWorld, type TestApp, TINY_PNG, type World } from '../test-support';
import {
  badParam,
  knownFields,
  type PhotoPart,
  photoPart,
  type RawBody,
  rawBody,
  spoiledBody,
  WRITE_CALLS,
  type WriteCall,
} from './bad-input-arbitraries';
import { type Answer, type Caller, expectSafe, fingerprint, send } from './bad-input-probe';

/**
 * "Never a 500 for bad input; never a half-written change" (docs/architecture.md §7.2). fast-check throws
 * wrong-typed fields, random JSON, text that is not JSON, wrong content types, bad route parameters and
 * random multipart uploads at every write call of the authorization matrix, as the admin (who passes every
 * guard, so the input reaches the handler) and anonymously where the call is public. For each request:
 * no 5xx; a 4xx is JSON `{ message }` with a non-empty message and leaves the database as it was (the
 * server-wide version and SQLite's own change counter do not move). A 2xx means the random input happened
 * to be valid; the unchanged check is skipped then.
 */

// Bounded so the file runs in well under a minute on a loaded 2-core machine; FUZZ_SCALE=10 searches harder.
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
const RUNS = { typed: 40 * SCALE, raw: 35 * SCALE, params: 25 * SCALE, photo: 60 * SCALE, push: 40 * SCALE };
const NASTY_QUERY = ['2026-02-30', '', '../../x', '2026-05-01T00:00:00Z', '1e999', '%00', '2026-13-01'];

async function probe(t: TestApp, method: string, path: string, caller: Caller, raw?: RawBody | FormData) {
  const before = fingerprint(t);
  const answer = await send(t, method, path, caller, raw);
  if (process.env.FUZZ_STATS) {
    const key = `${method} ${path.replace(/\d+/g, 'N').slice(0, 50)} ${caller.label} ${answer.status}`;
    stats.set(key, (stats.get(key) ?? 0) + 1);
  }
  expectSafe(answer, before, fingerprint(t));
  return answer;
}

/** FUZZ_STATS=1 prints how often each call answered each status, to see the input reaches the handlers. */
const stats = new Map<string, number>();
const jsonBody = (value: unknown): RawBody => ({ contentType: 'application/json', text: JSON.stringify(value) });

let t: TestApp;
let admin: Caller;
/** A second admin for the calls that change the caller's own account (change-password), so `admin` stays signed in. */
let selfAdmin: Caller;
const anonymous: Caller = { label: 'anonymous', id: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('admin', ADMIN_PASSWORD);
  admin = { label: 'admin', id: (login.body as { user: { id: number } }).user.id, cookie: login.cookie };
  const own = await t.userWithRole('admin');
  selfAdmin = { label: 'admin', id: own.id, cookie: own.cookie };
}, 60_000);
afterAll(() => {
  if (process.env.FUZZ_STATS)
    console.log(
      [...stats]
        .sort()
        .map(([k, n]) => `${k} ×${n}`)
        .join('\n'),
    );
  t.cleanup();
});

/** The callers of a call: the admin (or the self-service admin), plus anonymous on the public list. */
function callersOf(call: WriteCall): Caller[] {
  const main = call.row.freshCaller ? selfAdmin : admin;
  return call.row.access === 'public' ? [main, anonymous] : [main];
}

/** A change-password that happened to be valid re-issues the cookie; keep the caller signed in. */
function keepSession(caller: Caller, answer: Answer) {
  if (caller !== selfAdmin || answer.status >= 400 || !answer.setCookie) return;
  selfAdmin.cookie = answer.setCookie.split(';')[0];
}

const path = (call: WriteCall, world: World, caller: Caller) => call.row.path(world, caller.id || admin.id);

const withBody = WRITE_CALLS.filter((c) => c.row.body);

describe('wrong-typed, missing and extra fields on every write call with a body', () => {
  it.each(withBody)('$name', async (call) => {
    const world = seedWorld(t);
    const sample = call.row.body?.(world, admin.id) as Record<string, unknown>;
    const fields = knownFields(call, sample);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callersOf(call)), spoiledBody(sample, fields), async (caller, body) => {
        const answer = await probe(t, call.row.method, path(call, world, caller), caller, jsonBody(body));
        keepSession(caller, answer);
      }),
      { numRuns: RUNS.typed },
    );
  });
});

describe('random JSON, text that is not JSON and wrong content types on every write call', () => {
  it.each(WRITE_CALLS)('$name', async (call) => {
    const world = seedWorld(t);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callersOf(call)), rawBody, async (caller, raw) => {
        const answer = await probe(t, call.row.method, path(call, world, caller), caller, raw);
        keepSession(caller, answer);
      }),
      { numRuns: RUNS.raw },
    );
  });
});

describe('route parameters that name no record, on every write call with one', () => {
  it.each(WRITE_CALLS.filter((c) => c.template))('$name', async (call) => {
    const world = seedWorld(t);
    const sample = call.row.body?.(world, admin.id) ?? {};
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callersOf(call)), badParam, async (caller, param) => {
        const target = (call.template as string).replace(/\{[^}]+\}/, param);
        const answer = await probe(t, call.row.method, target, caller, jsonBody(sample));
        // No record has such an id, so nothing may succeed (a 2xx would have written somewhere unexpected).
        expect(answer.status, `${target} → ${answer.status} ${answer.text.slice(0, 120)}`).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS.params },
    );
  });
});

describe('reads with parameters: route orders', () => {
  it('GET /api/route-orders/{id}?date= never crashes on random ids and dates', async () => {
    const world = seedWorld(t);
    const date = fc.oneof(fc.constantFrom(...NASTY_QUERY), fc.string({ maxLength: 30 }));
    const id = fc.oneof(badParam, fc.constant(String(world.employeeId)));
    await fc.assert(
      fc.asyncProperty(id, date, async (param, d) => {
        const answer = await probe(t, 'GET', `/api/route-orders/${param}?date=${encodeURIComponent(d)}`, admin);
        if (answer.status === 200) expect(answer.text).toContain('"taskIds"');
      }),
      { numRuns: RUNS.params },
    );
  });
});

describe("reads with parameters: a day's route orders", () => {
  it('GET /api/route-orders?date= never crashes on random dates', async () => {
    const date = fc.oneof(fc.constantFrom(...NASTY_QUERY), fc.string({ maxLength: 30 }));
    await fc.assert(
      fc.asyncProperty(date, async (d) => {
        const answer = await probe(t, 'GET', `/api/route-orders?date=${encodeURIComponent(d)}`, admin);
        if (answer.status === 200) expect(answer.text.startsWith('[')).toBe(true);
      }),
      { numRuns: RUNS.params },
    );
  });
});

describe('reads with parameters: the day slice', () => {
  it('GET /api/sync/today?date= never crashes on random dates', async () => {
    const world = seedWorld(t);
    const date = fc.oneof(fc.constantFrom(...NASTY_QUERY, world.today), fc.string({ maxLength: 30 }));
    await fc.assert(
      fc.asyncProperty(date, async (d) => {
        const answer = await probe(t, 'GET', `/api/sync/today?date=${encodeURIComponent(d)}`, admin);
        if (answer.status === 200) expect(answer.text).toContain('"rows"');
      }),
      { numRuns: RUNS.params },
    );
  });
});

describe('reads with parameters: the address search', () => {
  it('GET /api/geocode?q= never crashes on random text', async () => {
    const q = fc.oneof(
      fc.constantFrom(...NASTY_QUERY),
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(q, async (text) => {
        const answer = await probe(t, 'GET', `/api/geocode?q=${encodeURIComponent(text)}`, admin);
        if (answer.status === 200) expect(answer.text).toContain('"configured"');
      }),
      { numRuns: RUNS.params },
    );
  });
});

describe("reads with parameters: everyone's time off", () => {
  it('GET /api/admin/employees/time-off?from=&status= never crashes on random dates and statuses', async () => {
    const world = seedWorld(t);
    const date = fc.oneof(fc.constantFrom(...NASTY_QUERY, world.today), fc.string({ maxLength: 30 }));
    const status = fc.oneof(
      fc.constantFrom('pending', 'approved', 'denied', '', 'PENDING'),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(date, status, async (d, s) => {
        const query = `from=${encodeURIComponent(d)}&status=${encodeURIComponent(s)}`;
        const answer = await probe(t, 'GET', `/api/admin/employees/time-off?${query}`, admin);
        if (answer.status === 200) expect(answer.text.startsWith('[')).toBe(true);
      }),
      { numRuns: RUNS.params },
    );
  });
});

describe("reads with parameters: a person's assigned stops", () => {
  it('GET /api/admin/employees/{id}/assigned-stops?from=&to= never crashes on random dates', async () => {
    const world = seedWorld(t);
    const date = fc.oneof(fc.constantFrom(...NASTY_QUERY, world.today), fc.string({ maxLength: 30 }));
    await fc.assert(
      fc.asyncProperty(date, date, async (from, to) => {
        const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
        const answer = await probe(t, 'GET', `/api/admin/employees/${world.employeeId}/assigned-stops?${query}`, admin);
        if (answer.status === 200) expect(answer.text.startsWith('[')).toBe(true);
        else expect(answer.status).toBe(400);
      }),
      { numRuns: RUNS.params },
    );
  });
});

describe('methods the API does not offer', () => {
  // A PUT call's own method is offered; every other write path refuses PUT.
  const notPut = WRITE_CALLS.filter((c) => c.row.method !== 'DELETE' && c.row.method !== 'PUT');
  it.each(notPut)('PUT on the path of $name', async (call) => {
    const world = seedWorld(t);
    const answer = await probe(
      t,
      'PUT',
      path(call, world, admin),
      admin,
      jsonBody(call.row.body?.(world, admin.id) ?? {}),
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});

function form(part: PhotoPart): FormData {
  const data = new FormData();
  const add = () => {
    if (part.asText) data.append(part.field, new TextDecoder().decode(part.bytes));
    else data.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.fileName);
  };
  add();
  if (part.twice) add();
  return data;
}

describe('address photo upload: random bytes, names and declared types', () => {
  it('POST /api/customers/{id}/photo never crashes and stores only real images', async () => {
    const world = seedWorld(t);
    const upload = `/api/customers/${world.customerId}/photo`;
    await fc.assert(
      fc.asyncProperty(photoPart, async (part) => {
        const answer = await probe(t, 'POST', upload, admin, form(part));
        if (answer.status < 300) {
          // Accepted only because the bytes are an image we know; the stored name is ours, not the client's.
          expect(answer.text).toMatch(/"photoUrl":"\/api\/photos\/[a-f0-9]{32}\.(jpg|png|gif|webp)"/);
        }
      }),
      { numRuns: RUNS.photo },
    );
  });

  it('a real PNG under a hostile file name is stored, re-encoded, under a server-chosen name', async () => {
    const world = seedWorld(t);
    const data = new FormData();
    data.append('photo', new Blob([new Uint8Array(TINY_PNG)], { type: 'text/html' }), '../../etc/passwd');
    const answer = await probe(t, 'POST', `/api/customers/${world.customerId}/photo`, admin, data);
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/"photoUrl":"\/api\/photos\/[a-f0-9]{32}\.jpg"/);
  });
});

describe('curb photo upload: random bytes, names, types and details', () => {
  const detail = fc.oneof(
    fc.constantFrom('', '47.6', '-122.3', '91', 'NaN', '1e999', '2026-11-20T08:00:00Z', '2026-02-30T99:00:00Z'),
    fc.string({ maxLength: 12 }),
  );
  it('PUT /api/tasks/{id}/photos/{photoId} never crashes and stores only real images', async () => {
    const world = seedWorld(t);
    await fc.assert(
      fc.asyncProperty(
        photoPart,
        fc.record({ takenAt: detail, latitude: detail, longitude: detail, accuracy: detail }, { requiredKeys: [] }),
        async (part, details) => {
          const query = new URLSearchParams(details as Record<string, string>).toString();
          const upload = `/api/tasks/${world.curbTaskId}/photos/${randomUUID()}?${query}`;
          const answer = await probe(t, 'PUT', upload, admin, form(part));
          // Accepted only as a JPEG we wrote under our own name.
          if (answer.status < 300) expect(answer.text).toMatch(/"url":"\/api\/photos\/[a-f0-9]{32}\.jpg"/);
        },
      ),
      { numRuns: RUNS.photo },
    );
  });
});

describe('sync push: a valid envelope around random mutations', () => {
  it('POST /api/sync/push answers every mutation, and a rejected batch writes no synced row', async () => {
    const world = seedWorld(t);
    const mutation = fc.record({
      name: fc.oneof(
        fc.constantFrom('setTaskStatus', 'addTaskNote', 'addCustomerNote', 'setRouteOrder', 'sendOnMyWay'),
        fc.string({ maxLength: 20 }),
      ),
      args: fc.oneof(
        fc.anything({ maxDepth: 2 }),
        fc.record(
          {
            taskId: fc.oneof(fc.constant(world.curbTaskId), fc.integer(), fc.string()),
            customerId: fc.oneof(fc.constant(world.customerId), fc.integer(), fc.constant(null)),
            status: fc.oneof(fc.constantFrom('cancelled', 'scheduled', 'bogus'), fc.integer()),
            text: fc.oneof(fc.constant(''), fc.constant('x'.repeat(100_000)), fc.integer(), fc.constant(null)),
            completedAt: fc.constantFrom('2026-02-30T99:00:00Z', 'yesterday', 0),
            date: fc.oneof(fc.constantFrom('2026-02-30', '', '2026-05-01'), fc.string(), fc.integer()),
            taskIds: fc.oneof(
              fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 5 }),
              fc.constant(Array.from({ length: 1001 }, (_, i) => i + 1)),
              fc.anything({ maxDepth: 1 }),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { maxLength: 5 }), async (mutations) => {
        n += 1;
        const body = {
          clientId: `fuzz-client-${n}`,
          // JSON drops an undefined `args`, which would spoil the envelope rather than the mutation.
          mutations: mutations.map((m, i) => ({
            mutationId: `m${i}`,
            createdAt: new Date().toISOString(),
            name: m.name,
            args: m.args ?? null,
          })),
        };
        const before = fingerprint(t);
        const answer = await probe(t, 'POST', '/api/sync/push', admin, jsonBody(body));
        expect(answer.status, answer.text.slice(0, 200)).toBe(200);
        const { results } = JSON.parse(answer.text) as { results: { status: string }[] };
        expect(results).toHaveLength(mutations.length);
        // A refused intent is an answer, not a change: no versioned row moves when nothing was applied.
        if (results.every((r) => r.status === 'rejected')) expect(t.store.currentVersion()).toBe(before.version);
      }),
      { numRuns: RUNS.push },
    );
  });
});

describe('GET /api/photos/{name} with path-like names', () => {
  const names = [
    '..%2F..%2Fetc%2Fpasswd',
    '..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    'a.png%2F..%2F..%2Fx',
    '%2e%2e%2f%2e%2e%2fbv.sqlite',
    '..%5C..%5Cbv.sqlite',
    `${'a'.repeat(32)}.png%00.txt`,
    `${'a'.repeat(32)}%00.png`,
    '%00',
    '..',
    '.',
    `.${'a'.repeat(32)}.png.tmp`,
    'bv.sqlite',
  ];
  it.each(names)('%s answers 404/400, never a file', async (name) => {
    for (const url of [`/api/photos/${name}`, `/api/photos/a.png/../../${name}`]) {
      const answer = await send(t, 'GET', url, admin);
      expect([400, 404], `${url} → ${answer.status}`).toContain(answer.status);
      expect(answer.contentType).toContain('application/json');
      expect(answer.text).not.toMatch(/root:|SQLite format/);
    }
  });

  it('random names never reach a file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }), async (name) => {
        const answer = await send(t, 'GET', `/api/photos/${encodeURIComponent(name)}`, admin);
        expect([400, 404]).toContain(answer.status);
      }),
      { numRuns: 40 },
    );
  });
});
