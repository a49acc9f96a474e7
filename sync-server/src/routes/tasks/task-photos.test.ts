import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, taskPhotos, tasks, todayIn } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from '../../backup/backup';
import { insertJobWithTasks } from '../../domain/scheduling';
import { removeExpiredTaskPhotos } from '../../photos/photo-cleanup';
import { as, cameraJpeg, createCustomer, createTestApp, putPhoto, type TestApp } from '../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const PHOTO_ID = '0193a4b2-7c1d-7e3f-8a9b-0c1d2e3f4a5b';

async function taskForCustomer() {
  const customer = await createCustomer(t);
  const today = todayIn(t.config.businessTz);
  const { tasks: made } = t.store.write((db) => insertJobWithTasks(db, customer, addDays(today, 1)));
  return { customer, task: made[0] };
}

const put = (
  path: string,
  cookie: string | undefined,
  raw: NonNullable<RequestInit['body']>,
  headers: Record<string, string> = {},
) => putPhoto(t, path, cookie, raw, headers);
const storedFiles = () => {
  const dir = join(t.dataDir, 'photos');
  return existsSync(dir) ? readdirSync(dir).filter((n) => !n.startsWith('.')) : [];
};

describe('PUT /api/tasks/{id}/photos/{photoId}', () => {
  it('stores a re-encoded JPEG once, with no EXIF or GPS in the file, and the position in the row', async () => {
    const { task } = await taskForCustomer();
    const crew = await t.userWithRole('crew');
    const takenAt = new Date(Date.now() - 60_000).toISOString();
    const path = `/api/tasks/${task.id}/photos/${PHOTO_ID}?takenAt=${takenAt}&latitude=47.6333&longitude=-122.3333&accuracy=12`;
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const first = await put(path, crew.cookie, original, { 'content-type': 'image/jpeg' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: PHOTO_ID,
      takenAt,
      latitude: 47.6333,
      longitude: -122.3333,
      employeeName: crew.username,
    });
    expect(first.body.url).toMatch(/^\/api\/photos\/[a-f0-9]{32}\.jpg$/);

    const files = storedFiles();
    expect(files).toHaveLength(1);
    const file = join(t.dataDir, 'photos', files[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = readFileSync(file);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.includes(Buffer.from('CurbCam'))).toBe(false);

    // The same id again (a phone that lost the first answer): 200, the same photo, no second copy.
    const again = await put(path, crew.cookie, original, { 'content-type': 'image/jpeg' });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(storedFiles()).toEqual(files);
    expect(t.store.orm.select().from(taskPhotos).all()).toHaveLength(1);
    // Upper-case spelling of the same id is the same photo.
    const shouted = await put(`/api/tasks/${task.id}/photos/${PHOTO_ID.toUpperCase()}`, crew.cookie, original);
    expect(shouted.status).toBe(200);
    expect(storedFiles()).toHaveLength(1);
  });

  it('takes a multipart `photo` field with its details as fields, and serves the JPEG to staff only', async () => {
    const { task } = await taskForCustomer();
    const admin = await t.adminCookie();
    const data = new FormData();
    data.append(
      'photo',
      new File(
        [
          await sharp({ create: { width: 40, height: 30, channels: 4, background: '#f00' } })
            .png()
            .toBuffer(),
        ],
        'x.txt',
      ),
    );
    data.append('latitude', '47.1');
    data.append('longitude', '-122.2');
    const res = await put(`/api/tasks/${task.id}/photos/${PHOTO_ID}`, admin, data);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ latitude: 47.1, longitude: -122.2, takenAt: null });
    const got = await t.app.request(`http://localhost:3000${res.body.url}`, { headers: { cookie: admin } });
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(new Uint8Array(await got.arrayBuffer())).metadata();
    expect({ w: meta.width, h: meta.height, format: meta.format }).toEqual({ w: 40, h: 30, format: 'jpeg' });
    expect((await t.call('GET', res.body.url)).status).toBe(401);

    const list = await as(t, admin).get(`/api/tasks/${task.id}/photos`);
    expect(list).toMatchObject({ status: 200, body: [{ id: PHOTO_ID, url: res.body.url, takenAt: null }] });
    expect((await t.call('GET', `/api/tasks/${task.id}/photos`)).status).toBe(401);
    expect((await as(t, admin).get('/api/tasks/999999/photos')).status).toBe(404);
  });

  it('keeps a photo from a phone whose clock is wrong, dated when it arrived instead of 1900 or tomorrow', async () => {
    const { task } = await taskForCustomer();
    const crew = (await t.userWithRole('crew')).cookie;
    const jpeg = await cameraJpeg(60, 40);
    const ids = [
      '0193a4b2-7c1d-7e3f-8a9b-0c1d2e3f4a01',
      '0193a4b2-7c1d-7e3f-8a9b-0c1d2e3f4a02',
      '0193a4b2-7c1d-7e3f-8a9b-0c1d2e3f4a03',
    ];
    const times = ['1900-01-02T00:00:00Z', new Date(Date.now() + 10 * 60_000).toISOString(), '2199-01-01T00:00:00Z'];
    for (const [i, takenAt] of times.entries()) {
      const before = new Date().toISOString();
      const res = await put(`/api/tasks/${task.id}/photos/${ids[i]}?takenAt=${takenAt}`, crew, jpeg);
      expect(res.status).toBe(201);
      const stored = String(res.body.takenAt);
      expect(stored >= before && stored <= new Date().toISOString()).toBe(true);
    }
  });

  it('refuses anonymous callers, bad ids, bad details, non-images and images over 5 MB', async () => {
    const { task } = await taskForCustomer();
    const crew = (await t.userWithRole('crew')).cookie;
    const jpeg = await cameraJpeg(60, 40);
    const base = `/api/tasks/${task.id}/photos/${PHOTO_ID}`;
    expect((await put(base, undefined, jpeg)).status).toBe(401);
    for (const [path, message] of [
      [`/api/tasks/${task.id}/photos/not-a-uuid`, 'The photo id must be a UUID'],
      [`${base}?latitude=91&longitude=0`, 'latitude must be a number from -90 to 90'],
      [`${base}?latitude=abc&longitude=0`, 'latitude must be a number from -90 to 90'],
      [`${base}?latitude=47`, 'latitude and longitude go together'],
      [`${base}?accuracy=-1`, 'accuracy must be a number from 0 to 100000'],
      [`${base}?takenAt=yesterday`, 'takenAt: Dates must be ISO 8601 strings'],
      [
        `${base}?takenAt=2026-02-30T10:00:00Z`,
        'takenAt: Dates must be real calendar dates (yyyy-MM-dd, years 1900 to 2200)',
      ],
    ]) {
      expect(await put(path, crew, jpeg)).toMatchObject({ status: 400, body: { message } });
    }
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await put(base, crew, html, { 'content-type': 'image/jpeg' })).toMatchObject({
      status: 400,
      body: { message: 'Please select an image file.' },
    });
    // Right magic number, broken image: still not an image.
    const broken = new Uint8Array(200);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await put(base, crew, broken)).status).toBe(400);
    const tooBig = new Uint8Array(5 * 1024 * 1024 + 1);
    tooBig.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await put(base, crew, tooBig)).toMatchObject({
      status: 413,
      body: { message: 'Please select an image smaller than 5MB.' },
    });
    expect((await put(`/api/tasks/999999/photos/${PHOTO_ID}`, crew, jpeg)).status).toBe(404);
    expect(storedFiles()).toHaveLength(0);
    expect(t.store.orm.select().from(taskPhotos).all()).toHaveLength(0);
  });

  it('lets crew photograph scheduled and completed stops but not cancelled ones; one id belongs to one task', async () => {
    const { task } = await taskForCustomer();
    const crew = (await t.userWithRole('crew')).cookie;
    const jpeg = await cameraJpeg(60, 40);
    t.store.write((db) => db.update(tasks).set({ status: 'cancelled' }).where(eq(tasks.id, task.id)).run());
    expect(await put(`/api/tasks/${task.id}/photos/${PHOTO_ID}`, crew, jpeg)).toMatchObject({
      status: 403,
      body: { message: 'Task was cancelled by the office' },
    });
    t.store.write((db) => db.update(tasks).set({ status: 'completed' }).where(eq(tasks.id, task.id)).run());
    expect((await put(`/api/tasks/${task.id}/photos/${PHOTO_ID}`, crew, jpeg)).status).toBe(201);
    const other = await taskForCustomer();
    expect(await put(`/api/tasks/${other.task.id}/photos/${PHOTO_ID}`, crew, jpeg)).toMatchObject({
      status: 409,
      body: { message: 'This photo id is already used by another task' },
    });
  });
});

describe('curb photo lifetime', () => {
  it('removes rows and files when the job or the customer is deleted', async () => {
    const admin = await t.adminCookie();
    const jpeg = await cameraJpeg(60, 40);
    const a = await taskForCustomer();
    const b = await taskForCustomer();
    await put(`/api/tasks/${a.task.id}/photos/${PHOTO_ID}`, admin, jpeg);
    await put(`/api/tasks/${b.task.id}/photos/${PHOTO_ID.replace(/5b$/, '5c')}`, admin, jpeg);
    expect(storedFiles()).toHaveLength(2);
    expect((await as(t, admin).delete(`/api/jobs/${a.task.jobId}`)).status).toBe(204);
    expect(storedFiles()).toHaveLength(1);
    expect((await as(t, admin).delete(`/api/signups/${b.customer.id}`)).status).toBe(200);
    expect(storedFiles()).toHaveLength(0);
    expect(t.store.orm.select().from(taskPhotos).all()).toHaveLength(0);
  });

  it('removes photos stored longer ago than the retention period, rows and files', async () => {
    const admin = await t.adminCookie();
    const { task } = await taskForCustomer();
    const jpeg = await cameraJpeg(60, 40);
    await put(`/api/tasks/${task.id}/photos/${PHOTO_ID}`, admin, jpeg);
    await put(`/api/tasks/${task.id}/photos/${PHOTO_ID.replace(/5b$/, '5c')}`, admin, jpeg);
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString();
    t.store.write((db) => db.update(taskPhotos).set({ createdAt: old }).where(eq(taskPhotos.id, PHOTO_ID)).run());
    expect(removeExpiredTaskPhotos(t.store, t.dataDir, 365)).toBe(1);
    expect(t.store.orm.select({ id: taskPhotos.id }).from(taskPhotos).all()).toEqual([
      { id: PHOTO_ID.replace(/5b$/, '5c') },
    ]);
    expect(storedFiles()).toHaveLength(1);
    expect(removeExpiredTaskPhotos(t.store, t.dataDir, 365)).toBe(0);
  });
});

describe('curb photos in backups', () => {
  it('npm run backup carries the stored JPEG, and restore brings it back beside its row', async () => {
    const admin = await t.adminCookie();
    const { task } = await taskForCustomer();
    const res = await put(`/api/tasks/${task.id}/photos/${PHOTO_ID}`, admin, await cameraJpeg(80, 60));
    const name = res.body.url.split('/').pop() as string;
    const out = mkdtempSync(join(tmpdir(), 'bv-photo-backup-'));
    try {
      const backup = await backupDataDir(t.dataDir, join(out, 'backup.sqlite'));
      expect(backup.photos).toBe(1);
      const restored = join(out, 'restored');
      expect(restoreDataDir(backup.file, restored)).toEqual({ photos: 1 });
      expect(readFileSync(join(restored, 'photos', name))).toEqual(readFileSync(join(t.dataDir, 'photos', name)));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
