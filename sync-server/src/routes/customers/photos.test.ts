import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { customers } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sniffImage } from '../../photos/photo-files';
import { as, cameraJpeg, createCustomer, createTestApp, roleCookies, type TestApp } from '../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
const SIGNATURES = {
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: ascii('GIF89a'),
  webp: [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')],
} as const;
const image = (kind: keyof typeof SIGNATURES, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES[kind]);
  return bytes;
};

/** A real, decodable image of each kind (uploads are decoded and re-encoded). */
async function picture(kind: keyof typeof SIGNATURES): Promise<Uint8Array<ArrayBuffer>> {
  const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } });
  const out = kind === 'jpg' ? base.jpeg() : kind === 'png' ? base.png() : kind === 'gif' ? base.gif() : base.webp();
  return new Uint8Array(await out.toBuffer());
}

function form(
  bytes: Uint8Array<ArrayBuffer> | string,
  name = 'photo.bin',
  type = 'application/octet-stream',
  field = 'photo',
) {
  const data = new FormData();
  if (typeof bytes === 'string') data.append(field, bytes);
  else data.append(field, new File([bytes], name, { type }));
  return data;
}

const upload = (path: string, cookie: string | undefined, body: FormData) =>
  t.call<{ photoUrl?: string; message?: string }>('POST', path, { cookie, raw: body });
const photoFiles = () => {
  const dir = join(t.dataDir, 'photos');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('sniffImage', () => {
  it('knows the four image kinds by their bytes and nothing else', () => {
    for (const kind of ['jpg', 'png', 'gif', 'webp'] as const) expect(sniffImage(image(kind))).toBe(kind);
    expect(sniffImage(new Uint8Array(ascii('GIF88a')))).toBeUndefined();
    expect(sniffImage(new Uint8Array(ascii('RIFF0000WAVE')))).toBeUndefined();
    expect(sniffImage(new Uint8Array(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeUndefined();
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });
});

describe('POST /api/customers/:id/photo', () => {
  it('stores an image under a random name, whatever its file name says, and sets the customer fields', async () => {
    const customer = await createCustomer(t);
    const crew = (await t.userWithRole('crew')).cookie;
    const res = await upload(
      `/api/customers/${customer.id}/photo`,
      crew,
      form(await picture('jpg'), 'notes.txt', 'text/plain'),
    );
    expect(res.status).toBe(200);
    expect(res.body.photoUrl).toMatch(/^\/api\/photos\/[a-f0-9]{32}\.jpg$/);
    const row = t.store.orm.select().from(customers).where(eq(customers.id, customer.id)).get();
    expect(row?.addressPhotoUrl).toBe(res.body.photoUrl);
    expect(row?.addressPhotoUpdatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(photoFiles()).toEqual([res.body.photoUrl?.split('/').pop()]);
  });

  it('takes each kind, serves it to staff as a re-encoded JPEG with nosniff', async () => {
    const customer = await createCustomer(t);
    const admin = await t.adminCookie();
    for (const kind of ['jpg', 'png', 'gif', 'webp'] as const) {
      const res = await upload(`/api/customers/${customer.id}/photo`, admin, form(await picture(kind)));
      expect(res.status).toBe(200);
      const url = res.body.photoUrl as string;
      expect(url.endsWith('.jpg')).toBe(true);
      const got = await t.app.request(`http://localhost:3000${url}`, { headers: { cookie: admin } });
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/jpeg');
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      const m = await sharp(new Uint8Array(await got.arrayBuffer())).metadata();
      expect({ format: m.format, width: m.width, height: m.height }).toEqual({ format: 'jpeg', width: 64, height: 48 });
      expect((await t.call('GET', url)).status).toBe(401);
    }
    // Each replacement removed the previous file.
    expect(photoFiles()).toHaveLength(1);
  });

  it('refuses what is not an image, whatever its name and declared type', async () => {
    const customer = await createCustomer(t);
    const admin = await t.adminCookie();
    const path = `/api/customers/${customer.id}/photo`;
    const fake = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    for (const body of [
      form(fake, 'photo.jpg', 'image/jpeg'),
      form(new Uint8Array(0), 'empty.png', 'image/png'),
      form('just a string'),
      form(image('png'), 'p.png', 'image/png', 'picture'),
      new FormData(),
    ]) {
      expect(await upload(path, admin, body)).toMatchObject({
        status: 400,
        body: { message: 'Please select an image file.' },
      });
    }
    const json = await as(t, admin).post(path, { photo: 'x' });
    expect(json).toMatchObject({ status: 400, body: { message: 'Please select an image file.' } });
    expect(photoFiles()).toHaveLength(0);
  });

  it('refuses images over 5 MB with 413', async () => {
    const customer = await createCustomer(t);
    const admin = await t.adminCookie();
    const path = `/api/customers/${customer.id}/photo`;
    const justOver = await upload(path, admin, form(image('jpg', 5 * 1024 * 1024 + 1)));
    expect(justOver).toMatchObject({ status: 413, body: { message: 'Please select an image smaller than 5MB.' } });
    const wayOver = await upload(path, admin, form(image('jpg', 7 * 1024 * 1024)));
    expect(wayOver).toMatchObject({ status: 413, body: { message: 'Please select an image smaller than 5MB.' } });
    // A real photo padded after its end marker to exactly 5 MB.
    const exactly = image('jpg', 5 * 1024 * 1024);
    exactly.set(await picture('jpg'));
    expect((await upload(path, admin, form(exactly))).status).toBe(200);
  });

  it('keeps no EXIF, GPS position or camera serial: the photo is rebuilt from its pixels', async () => {
    const customer = await createCustomer(t);
    const admin = await t.adminCookie();
    const res = await upload(`/api/customers/${customer.id}/photo`, admin, form(await cameraJpeg(2000, 1500)));
    expect(res.status).toBe(200);
    const got = await t.app.request(`http://localhost:3000${res.body.photoUrl}`, { headers: { cookie: admin } });
    const bytes = Buffer.from(await got.arrayBuffer());
    const m = await sharp(bytes).metadata();
    expect([m.exif, m.icc, m.xmp, m.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(bytes.includes(Buffer.from('CurbCam'))).toBe(false);
    expect(Math.max(m.width ?? 0, m.height ?? 0)).toBe(1600);
  });

  it('keeps the 1 MB limit on every other call', async () => {
    const admin = await t.adminCookie();
    const res = await as(t, admin).post('/api/signups', { name: 'x'.repeat(1.2 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });

  it('needs a staff session and a real customer', async () => {
    const customer = await createCustomer(t);
    const path = `/api/customers/${customer.id}/photo`;
    const png = await picture('png');
    expect((await upload(path, undefined, form(png))).status).toBe(401);
    const cookies = await roleCookies(t);
    for (const cookie of Object.values(cookies)) expect((await upload(path, cookie, form(png))).status).toBe(200);
    expect((await upload('/api/customers/999/photo', cookies.crew, form(png))).status).toBe(404);
  });

  it('deletes the photo file with the customer', async () => {
    const customer = await createCustomer(t);
    const admin = await t.adminCookie();
    await upload(`/api/customers/${customer.id}/photo`, admin, form(await picture('gif')));
    expect(photoFiles()).toHaveLength(1);
    expect((await as(t, admin).delete(`/api/signups/${customer.id}`)).status).toBe(200);
    expect(photoFiles()).toHaveLength(0);
  });
});

describe('GET /api/photos/:name', () => {
  it('answers 404 for names that are not ours', async () => {
    const admin = as(t, await t.adminCookie());
    for (const name of [
      'abc.jpg',
      `${'a'.repeat(32)}.svg`,
      `${'A'.repeat(32)}.jpg`,
      '..%2F..%2Fbin-valet.sqlite',
      `${'a'.repeat(32)}.jpg`,
    ]) {
      expect((await admin.get(`/api/photos/${name}`)).status).toBe(404);
    }
  });
});
