import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, taskAssignments, taskPhotos, tasks, todayIn } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DecodeSlots, decodeSlots } from '../../photos/decode-slots';
import { TOO_MANY_PIXELS } from '../../photos/reencode';
import { addCustomer, addJob, createTestApp, putPhoto, type TestApp } from '../../test-support';
import { PHOTO_BYTES_PER_ACCOUNT_PER_DAY, PHOTOS_PER_ACCOUNT_PER_DAY, PHOTOS_PER_TASK } from './photo-limits';

/** Bounded work per photo and per account: decode bombs, decodes at once, daily and per-stop caps, own stops. */
let t: TestApp;
let crew: Awaited<ReturnType<TestApp['userWithRole']>>;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  crew = await t.userWithRole('crew');
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

/** A 33 KB GIF whose header says 7000 × 7000: 49 megapixels, about 150 MB once decoded. */
let bomb: Uint8Array<ArrayBuffer>;
let photo: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  bomb = new Uint8Array(
    await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer(),
  );
  photo = new Uint8Array(
    await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer(),
  );
}, 60_000);

/** A stop on exactly `date` (a job's curb task may fall days before its collection, holidays move it). */
const taskOn = (date: string) => {
  const made = addJob(t.store, addCustomer(t.store).id, date).tasks[0];
  t.store.write((db) => db.update(tasks).set({ scheduledDate: date }).where(eq(tasks.id, made.id)).run());
  return { ...made, scheduledDate: date };
};
const put = (taskId: number, bytes: Uint8Array<ArrayBuffer>, cookie = crew.cookie) =>
  putPhoto(t, `/api/tasks/${taskId}/photos/${randomUUID()}`, cookie, bytes, { 'content-type': 'image/png' });
const storedFiles = () => {
  const dir = join(t.dataDir, 'photos');
  return existsSync(dir) ? readdirSync(dir).filter((n) => !n.startsWith('.')) : [];
};
const rows = () => t.store.orm.select().from(taskPhotos).all();
/** Earlier uploads by an account, straight into the table (the caps read what is stored). */
const stored = (taskId: number, n: number, over: Partial<typeof taskPhotos.$inferInsert> = {}) =>
  t.store.write((db) =>
    db
      .insert(taskPhotos)
      .values(
        Array.from({ length: n }, () => ({
          id: randomUUID(),
          taskId,
          fileName: `${'a'.repeat(32)}.jpg`,
          employeeId: crew.id,
          employeeName: crew.username,
          bytes: 300_000,
          ...over,
        })),
      )
      .run(),
  );

describe('decode bombs', () => {
  it('refuses six 7000 × 7000 GIFs sent at once by their header, quickly, storing nothing', async () => {
    const task = taskOn(today);
    expect(bomb.byteLength).toBeLessThan(100_000);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 6 }, () => put(task.id, bomb)));
    const took = Date.now() - started;
    for (const res of answers) expect(res).toMatchObject({ status: 413, body: { message: TOO_MANY_PIXELS } });
    // Decoding even one of them takes seconds and ~150 MB; reading six headers takes milliseconds.
    expect(took).toBeLessThan(3_000);
    expect(rows()).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
  });

  it('decodes at most two photos at a time, and every one of a burst is stored', async () => {
    const task = taskOn(today);
    decodeSlots.peak = 0;
    const answers = await Promise.all(Array.from({ length: 6 }, () => put(task.id, photo)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(decodeSlots.peak).toBeGreaterThanOrEqual(1);
    expect(decodeSlots.peak).toBeLessThanOrEqual(2);
  });

  it('queues decodes beyond the slots in order, and turns a burst away once the queue is full', async () => {
    const slots = new DecodeSlots(2, 2);
    const gates: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const work = () =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
      });
    const done = [work(), work(), work(), work()];
    await expect(work()).rejects.toMatchObject({ status: 503 });
    await new Promise((r) => setTimeout(r, 10));
    expect(running).toBe(2);
    while (gates.length > 0 || running > 0) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all(done);
    expect(most).toBe(2);
  });
});

describe('photo caps', () => {
  it('a stop takes at most 10 photos (409)', async () => {
    const task = taskOn(today);
    stored(task.id, PHOTOS_PER_TASK - 1);
    expect((await put(task.id, photo)).status).toBe(201);
    const over = await put(task.id, photo);
    expect(over).toMatchObject({
      status: 409,
      body: { message: `This stop already has ${PHOTOS_PER_TASK} photos, the most it takes` },
    });
    expect(rows()).toHaveLength(PHOTOS_PER_TASK);
    expect(storedFiles()).toHaveLength(1);
  });

  it('an account sends at most 300 photos a day (429), counting the last 24 hours only', async () => {
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    for (let i = 0; i < 35; i++) stored(taskOn(today).id, 10, { createdAt: old });
    for (let i = 0; i < PHOTOS_PER_ACCOUNT_PER_DAY / 10 - 1; i++) stored(taskOn(today).id, 10);
    stored(taskOn(today).id, 9);
    expect((await put(taskOn(today).id, photo)).status).toBe(201);
    const over = await put(taskOn(today).id, photo);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/300 photos in the last 24 hours/);
    // Another crew member is not held back by it.
    const other = await t.userWithRole('crew');
    expect((await put(taskOn(today).id, photo, other.cookie)).status).toBe(201);
    expect(storedFiles()).toHaveLength(2);
  });

  it('and at most 1 GB of photos a day (429)', async () => {
    stored(taskOn(today).id, 1, { bytes: PHOTO_BYTES_PER_ACCOUNT_PER_DAY - 1000 });
    const over = await put(taskOn(today).id, photo);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/1 GB of photos in the last 24 hours/);
    expect(storedFiles()).toHaveLength(0);
  });
});

describe('whose stops', () => {
  it("crew photograph their own or unassigned stops of the working set, never another crew member's", async () => {
    const mine = taskOn(today);
    const theirs = taskOn(today);
    const other = await t.userWithRole('crew');
    t.store.write((db) =>
      db
        .insert(taskAssignments)
        .values([
          { taskId: mine.id, employeeId: crew.id },
          { taskId: theirs.id, employeeId: other.id },
        ])
        .run(),
    );
    expect((await put(mine.id, photo)).status).toBe(201);
    expect((await put(taskOn(today).id, photo)).status).toBe(201);
    expect(await put(theirs.id, photo)).toMatchObject({
      status: 403,
      body: { message: 'This stop is assigned to another crew member' },
    });
    for (const date of [addDays(today, 29), addDays(today, -15)]) {
      expect(await put(taskOn(date).id, photo)).toMatchObject({
        status: 403,
        body: { message: 'Photos can only be added to stops from 14 days back to 28 days ahead' },
      });
    }
    // The office may add a photo to any stop.
    expect((await put(theirs.id, photo, await t.adminCookie())).status).toBe(201);
    expect(rows()).toHaveLength(3);
  });
});
