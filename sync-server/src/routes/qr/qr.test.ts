import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { isOwnUrl, qrSize } from './qr.routes';

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

  it('clamps the size to 64..1024 and treats a non-number as the default', async () => {
    const url = encodeURIComponent('https://bins.example/');
    for (const [size, width] of [
      ['200', 200],
      ['10', 64],
      ['99999', 1024],
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
      `https://bins.example/${'a'.repeat(3000)}`,
    ]) {
      const res = await t.call('GET', `/api/qr-code?url=${encodeURIComponent(url)}`);
      expect(res).toMatchObject({ status: 400, body: { message: 'Only links to this site can be encoded' } });
    }
    const missing = await t.call<{ message: string }>('GET', '/api/qr-code');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBeTruthy();
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
