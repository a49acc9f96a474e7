import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support';
import { isOwnUrl, qrSize } from './qr-code.routes';
import { qrStats } from './qr-render';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://bins.example' });
});
afterEach(() => t.cleanup());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Width of a PNG from its IHDR chunk. */
const pngWidth = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(16);

async function qr(query: string) {
  const res = await t.app.request(`http://localhost:3000/api/qr-code?${query}`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /api/qr-code', () => {
  it('returns a cacheable PNG of our own link, without a session, 120 px by default', async () => {
    const { res, bytes } = await qr(`url=${encodeURIComponent('https://bins.example/signup')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect([...bytes.slice(0, 8)]).toEqual(PNG);
    expect(pngWidth(bytes)).toBe(120);
  });

  it('clamps the size to 64..512 and treats a non-number as the default', async () => {
    const url = encodeURIComponent('https://bins.example/');
    for (const [size, width] of [
      ['200', 200],
      ['10', 64],
      ['1024', 512],
      ['99999', 512],
      ['big', 120],
      ['', 120],
    ] as const) {
      const { res, bytes } = await qr(`url=${url}&size=${size}`);
      expect(res.status).toBe(200);
      expect(pngWidth(bytes)).toBe(width);
    }
  });

  it('refuses links elsewhere, and a missing or oversized url, with 400', async () => {
    for (const url of [
      'https://evil.example/signup',
      'http://bins.example/signup',
      'https://bins.example.evil.example/',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const res = await t.call('GET', `/api/qr-code?url=${encodeURIComponent(url)}`);
      expect(res).toMatchObject({ status: 400, body: { message: 'Only links to this site can be encoded' } });
    }
    for (const length of [1001, 1970, 3000]) {
      const url = `https://bins.example/${'a'.repeat(length - 'https://bins.example/'.length)}`;
      const res = await t.call('GET', `/api/qr-code?url=${encodeURIComponent(url)}`);
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'The link to encode may be at most 1000 characters' },
      });
    }
    const longest = `https://bins.example/${'a'.repeat(1000 - 'https://bins.example/'.length)}`;
    expect((await qr(`url=${encodeURIComponent(longest)}&size=512`)).res.status).toBe(200);
    const missing = await t.call<{ message: string }>('GET', '/api/qr-code');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBeTruthy();
  });

  it('answers the same link and size with the same bytes from its cache', async () => {
    const url = encodeURIComponent(`https://bins.example/track/${'c'.repeat(40)}`);
    const before = qrStats().cached;
    const first = await qr(`url=${url}&size=300`);
    expect(qrStats().cached).toBe(before + 1);
    const [again, other] = await Promise.all([qr(`url=${url}&size=300`), qr(`url=${url}&size=301`)]);
    expect(again.bytes).toEqual(first.bytes);
    expect(pngWidth(other.bytes)).toBe(301);
    expect(qrStats().cached).toBe(before + 2);
    expect(again.res.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('turns requests away with 429 once 100 drawings wait, and draws the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        t.app.request(
          `http://localhost:3000/api/qr-code?size=64&url=${encodeURIComponent(`https://bins.example/q${i}`)}`,
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(100);
    const busy = answers.filter((r) => r.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].headers.get('retry-after')).toBe('1');
    expect(await busy[0].json()).toEqual({
      message: 'Too many QR codes are being drawn right now; please try again in a moment',
    });
  });

  it('keeps no-store on other API answers', async () => {
    const res = await t.call('GET', '/api/public/config');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('helpers', () => {
  it('qrSize and isOwnUrl', () => {
    expect(qrSize(undefined)).toBe(120);
    expect(qrSize('63.6')).toBe(64);
    expect(isOwnUrl('https://bins.example/track/abc', 'https://bins.example')).toBe(true);
    expect(isOwnUrl('https://bins.example:8443/', 'https://bins.example')).toBe(false);
  });
});
