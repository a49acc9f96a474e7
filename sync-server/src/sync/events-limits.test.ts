import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveServer, liveServer } from '../test-support';
import {
  MAX_STREAMS_PER_ACCOUNT,
  MAX_STREAMS_PER_SESSION,
  STREAM_REVALIDATE_MS,
  TOO_MANY_ACCOUNT_STREAMS,
  TOO_MANY_STREAMS,
} from './events';

/** Live event streams against the real server process: a cap per session, and an end with the session. */
let server: LiveServer;
beforeAll(async () => {
  server = await liveServer();
}, 60_000);
afterAll(() => server?.stop());

interface OpenStream {
  status: number;
  body: string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

async function openStream(cookie: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${server.base}/api/sync/events`, { headers: { cookie }, signal: controller.signal });
  if (res.status !== 200)
    return { status: res.status, body: await res.text(), ended: Promise.resolve(), close: () => {} };
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  const ended = (async () => {
    try {
      while (!(await reader.read()).done) {
        // pokes and keep-alives
      }
    } catch {
      // aborted by the test
    }
  })();
  return { status: 200, body: first, ended, close: () => controller.abort() };
}

/** True when `p` settles within `ms`. */
const settlesWithin = (p: Promise<void>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

const ENDS_WITHIN = STREAM_REVALIDATE_MS * 3;

describe('GET /api/sync/events limits', () => {
  it(`holds ${MAX_STREAMS_PER_SESSION} open streams per session and refuses the next with 429`, async () => {
    const crew = await server.employee('crew');
    const streams = await Promise.all(Array.from({ length: 8 }, () => openStream(crew.cookie)));
    const open = streams.filter((s) => s.status === 200);
    const refused = streams.filter((s) => s.status === 429);
    expect(open).toHaveLength(MAX_STREAMS_PER_SESSION);
    expect(refused).toHaveLength(8 - MAX_STREAMS_PER_SESSION);
    expect(JSON.parse(refused[0].body)).toEqual({ message: TOO_MANY_STREAMS });
    expect(open[0].body).toMatch(/^data: \{"version":\d+\}/);

    // Another sign-in is another session with its own allowance.
    const other = await server.login(crew.username, crew.password);
    const second = await openStream(other.cookie);
    expect(second.status).toBe(200);
    second.close();

    // A closed stream frees its place.
    open[0].close();
    let again: OpenStream | undefined;
    for (let i = 0; i < 40 && again?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      again = await openStream(crew.cookie);
    }
    expect(again?.status).toBe(200);
    for (const s of [...open, again]) s?.close();
  }, 30_000);

  it(`holds ${MAX_STREAMS_PER_ACCOUNT} open streams per account across its sign-ins`, async () => {
    const crew = await server.employee('crew');
    const second = await server.login(crew.username, crew.password);
    const third = await server.login(crew.username, crew.password);
    const streams: OpenStream[] = [];
    for (const cookie of [crew.cookie, second.cookie, third.cookie])
      for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await openStream(cookie));
    const open = streams.filter((s) => s.status === 200);
    const refused = streams.filter((s) => s.status === 429);
    expect(open).toHaveLength(MAX_STREAMS_PER_ACCOUNT);
    expect(refused).toHaveLength(3 * MAX_STREAMS_PER_SESSION - MAX_STREAMS_PER_ACCOUNT);
    expect(JSON.parse(refused[0].body)).toEqual({ message: TOO_MANY_ACCOUNT_STREAMS });
    // Another account is not held back by it.
    const colleague = await server.employee('crew');
    const theirs = await openStream(colleague.cookie);
    expect(theirs.status).toBe(200);
    for (const s of [...open, theirs]) s.close();
  }, 30_000);

  it('ends the stream of a session that signs out, and only that one', async () => {
    const crew = await server.employee('crew');
    const other = await server.login(crew.username, crew.password);
    const leaving = await openStream(crew.cookie);
    const staying = await openStream(other.cookie);
    expect([leaving.status, staying.status]).toEqual([200, 200]);
    expect((await server.call('POST', '/api/auth/logout', { cookie: crew.cookie, body: {} })).status).toBe(200);
    expect(await settlesWithin(leaving.ended, ENDS_WITHIN)).toBe(true);
    expect(await settlesWithin(staying.ended, STREAM_REVALIDATE_MS + 500)).toBe(false);
    staying.close();
  }, 30_000);

  it('ends every stream of an employee the office deactivates', async () => {
    const crew = await server.employee('crew');
    const streams = await Promise.all([openStream(crew.cookie), openStream(crew.cookie)]);
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    const res = await server.call('PATCH', `/api/admin/employees/${crew.id}`, {
      cookie: crew.adminCookie,
      body: { isActive: false },
    });
    expect(res.status).toBe(200);
    for (const s of streams) expect(await settlesWithin(s.ended, ENDS_WITHIN)).toBe(true);
  }, 30_000);

  it('ends the streams of the old session when the employee changes their password, and on a role change', async () => {
    const crew = await server.employee('crew');
    const before = await openStream(crew.cookie);
    expect(before.status).toBe(200);
    const changed = await server.call('POST', '/api/auth/change-password', {
      cookie: crew.cookie,
      body: { currentPassword: crew.password, newPassword: 'another-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect(await settlesWithin(before.ended, ENDS_WITHIN)).toBe(true);

    const fresh = await server.login(crew.username, 'another-pass-2');
    const stream = await openStream(fresh.cookie);
    expect(stream.status).toBe(200);
    // Still open while nothing changes...
    expect(await settlesWithin(stream.ended, STREAM_REVALIDATE_MS + 500)).toBe(false);
    const promoted = await server.call('PATCH', `/api/admin/employees/${crew.id}`, {
      cookie: crew.adminCookie,
      body: { role: 'customer_service' },
    });
    expect(promoted.status).toBe(200);
    // ...and ended once the role changed.
    expect(await settlesWithin(stream.ended, ENDS_WITHIN)).toBe(true);
  }, 40_000);
});
