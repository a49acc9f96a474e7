import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, onOrAfter, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertJobWithTasks } from '../domain/scheduling';
import { createCustomer, createTestApp, type TestApp } from '../test-support';

/**
 * The tracking page's calls over a slow phone link: JSON answers of 1 KB or more leave compressed in
 * the encoding the browser offers; small answers and clients that offer nothing get plain JSON.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(`http://localhost:3000${path}`, {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

async function bigAnswerPath() {
  // Weeks of booked collections, as a customer a season in has.
  const customer = await createCustomer(t);
  const first = onOrAfter(addDays(todayIn(t.config.businessTz), 1), 'saturday');
  t.store.write((db) => {
    for (let week = 0; week < 8; week++) insertJobWithTasks(db, customer, addDays(first, 7 * week));
  });
  const path = `/api/track/${customer.trackingToken}/upcoming-services`;
  const plain = await get(path);
  const bytes = new Uint8Array(await plain.arrayBuffer());
  return { path, plain: bytes };
}

describe('JSON answers compressed on every route', () => {
  it('sends the tracking page’s upcoming services gzipped or Brotli-compressed, decoding to the same JSON', async () => {
    const { path, plain } = await bigAnswerPath();
    expect(plain.byteLength).toBeGreaterThanOrEqual(1024);

    const gz = await get(path, 'gzip, deflate');
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
    const gzBytes = Buffer.from(await gz.arrayBuffer());
    expect(gzBytes.byteLength).toBeLessThan(plain.byteLength);
    expect(JSON.parse(gunzipSync(gzBytes).toString())).toEqual(JSON.parse(new TextDecoder().decode(plain)));

    const br = await get(path, 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(JSON.parse(new TextDecoder().decode(plain)));
  });

  it('sends plain JSON to a client that offers no encoding or refuses them', async () => {
    const { path } = await bigAnswerPath();
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const res = await get(path, accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(Array.isArray(await res.json())).toBe(true);
    }
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const res = await get('/api/track/no-such-token', 'gzip, br');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it('does not compress twice what a route already compressed (the crew’s pull pages)', async () => {
    const cookie = await t.adminCookie();
    const res = await t.app.request('http://localhost:3000/api/sync/pull', {
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.headers.get('content-encoding') === 'gzip') {
      expect(JSON.parse(gunzipSync(bytes).toString())).toBeTypeOf('object');
    } else {
      expect(JSON.parse(bytes.toString())).toBeTypeOf('object');
    }
  });
});
