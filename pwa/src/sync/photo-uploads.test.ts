import 'fake-indexeddb/auto';
import type { Mutation, PushResponse } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BinValetDb } from '../db/database';
import { putTasks } from '../db/tasks';
import { SyncEngine, useSyncStatus } from './engine';
import { enqueue, enqueueHeld } from './local-mutations';
import { pruneSentPhotos, queuePhoto, STORAGE_FLOOR_BYTES, storageVerdict, waitingPhotoCount } from './photo-queue';
import { uploadWaitingPhotos } from './photo-uploads';
import { page, task } from './test-rows';
import { createTransport } from './transport';

/**
 * The photo queue inside the sync engine, against a scripted server: a photo goes only after its task's
 * status change was pushed, one at a time, with the engine's backoff and 401 pause; refusals keep it.
 */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const applyAll = (ms: Mutation[]): PushResponse => ({
  results: ms.map((m) => ({ mutationId: m.mutationId, status: 'applied' as const })),
});

let db: BinValetDb;
let log: string[];
let urls: string[];
let inFlight: number;
let maxInFlight: number;
let photoAnswer: (taskId: number, id: string) => Response;
let timers: { fn: () => void; ms: number }[];
let clock: number;
let engine: SyncEngine;

beforeEach(async () => {
  db = new BinValetDb(`photos-${Math.random().toString(36).slice(2)}`);
  await putTasks(db, [task(1), task(2), task(3)]);
  log = [];
  urls = [];
  inFlight = 0;
  maxInFlight = 0;
  timers = [];
  clock = Date.parse('2026-05-01T17:00:00Z');
  photoAnswer = (taskId, id) => json({ id, url: `/api/photos/${id}.jpg`, taskId }, 201);
  const fetchFn = async (input: string, init?: RequestInit) => {
    if (input.startsWith('/api/sync/push')) {
      const body = JSON.parse(String(init?.body)) as { mutations: Mutation[] };
      for (const m of body.mutations) log.push(`push ${(m.args as { taskId: number }).taskId}`);
      return json(applyAll(body.mutations));
    }
    if (input.startsWith('/api/sync/pull')) return json(page());
    const [, taskId, id] = /^\/api\/tasks\/(\d+)\/photos\/([0-9a-f-]+)\?/.exec(input) ?? [];
    expect(init?.method).toBe('PUT');
    urls.push(input);
    expect(init?.body).toBeInstanceOf(Blob);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight--;
    log.push(`photo ${taskId}`);
    return photoAnswer(Number(taskId), id);
  };
  engine = new SyncEngine({
    db,
    transport: createTransport(fetchFn),
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    now: () => clock,
    afterSync: () => uploadWaitingPhotos(db, fetchFn, { now: () => clock }),
  });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const image = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
const photoOf = (taskId: number, at = clock) =>
  queuePhoto(db, { taskId, blob: image(), width: 1200, height: 1600, takenAt: new Date(at).toISOString() }, at);
const complete = (taskId: number) =>
  enqueue(db, 'setTaskStatus', { taskId, status: 'completed', completedAt: new Date(clock).toISOString() });

describe('curb photo uploads', () => {
  it("sends a photo only after its task's queued status change reached the server, one at a time", async () => {
    // Taken offline: the photo of task 1 first, then task 1 completed, then a photo of task 2.
    await photoOf(1);
    await complete(1);
    await photoOf(2, clock + 1);
    await photoOf(1, clock + 2);
    expect(await waitingPhotoCount(db)).toBe(3);
    await engine.kick();
    expect(log).toEqual(['push 1', 'photo 1', 'photo 2', 'photo 1']);
    expect(maxInFlight).toBe(1);
    expect(await waitingPhotoCount(db)).toBe(0);
    const stored = await db.photos.orderBy('id').toArray();
    expect(stored.every((p) => p.url?.startsWith('/api/photos/') && p.blob)).toBe(true);
  });

  it("waits out the undo window of the task's tap, sending other tasks' photos meanwhile", async () => {
    await enqueueHeld(
      db,
      [{ name: 'setTaskStatus', args: { taskId: 1, status: 'completed', completedAt: '2026-05-01T17:00:00Z' } }],
      new Date(clock),
    );
    await photoOf(1);
    await photoOf(2, clock + 1);
    await engine.kick();
    expect(log).toEqual(['photo 2']);
    expect(await waitingPhotoCount(db)).toBe(1);
    // The engine set a wake-up for the end of the window.
    clock += 11_000;
    timers.shift()?.fn();
    await expect.poll(() => waitingPhotoCount(db)).toBe(0);
    expect(log).toEqual(['photo 2', 'push 1', 'photo 1']);
  });

  it('sends when and where it was taken in the query, in plain decimals', async () => {
    await queuePhoto(db, {
      taskId: 1,
      blob: image(),
      width: 1200,
      height: 1600,
      takenAt: '2026-05-01T16:59:00.000Z',
      latitude: 1e-7,
      longitude: -122.4021,
      accuracy: 8.25,
    });
    await engine.kick();
    const query = new URL(urls[0], 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      takenAt: '2026-05-01T16:59:00.000Z',
      latitude: '0.0000001',
      longitude: '-122.4021000',
      accuracy: '8.3',
    });
  });

  it('keeps a photo through network failures and 5xx with the engine backoff, then sends it once', async () => {
    await photoOf(1);
    photoAnswer = () => json({ message: 'busy' }, 503);
    await engine.kick();
    expect(await waitingPhotoCount(db)).toBe(1);
    expect(useSyncStatus.getState().phase).toBe('error');
    expect(timers).toHaveLength(1);
    photoAnswer = (taskId, id) => json({ id, url: `/api/photos/${id}.jpg`, taskId }, 200);
    timers.shift()?.fn();
    await expect.poll(() => waitingPhotoCount(db)).toBe(0);
    expect(log).toEqual(['photo 1', 'photo 1']);
  });

  it('pauses on 401 with the photo kept, and sends it after a new sign-in', async () => {
    await photoOf(1);
    photoAnswer = () => json({ message: 'Authentication required' }, 401);
    await engine.kick();
    expect(engine.isPaused).toBe(true);
    expect(useSyncStatus.getState().phase).toBe('auth');
    expect(timers).toHaveLength(0);
    expect(await waitingPhotoCount(db)).toBe(1);
    photoAnswer = (taskId, id) => json({ id, url: `/api/photos/${id}.jpg`, taskId }, 201);
    await engine.resume();
    expect(await waitingPhotoCount(db)).toBe(0);
  });

  it('keeps a refused photo on the phone with the reason, and goes on with the next', async () => {
    await photoOf(1);
    await photoOf(2, clock + 1);
    photoAnswer = (taskId, id) =>
      taskId === 1
        ? json({ message: 'Task was cancelled by the office' }, 403)
        : json({ id, url: '/api/photos/x.jpg' }, 201);
    await engine.kick();
    const [first, second] = await db.photos.orderBy('id').toArray();
    expect(first).toMatchObject({ waiting: 0, refused: 'Task was cancelled by the office' });
    expect(first.blob).toBeInstanceOf(Blob);
    expect(second).toMatchObject({ waiting: 0, url: '/api/photos/x.jpg' });
    expect(useSyncStatus.getState().phase).toBe('idle');
  });

  it('frees the space of sent photos with time, never of waiting or refused ones', async () => {
    const day = 24 * 3600 * 1000;
    const old = await photoOf(1, clock - 20 * day);
    const older = await photoOf(2, clock - 3 * day);
    const waiting = await photoOf(3, clock - 30 * day);
    await db.photos.update(old.id, { waiting: 0, url: '/a.jpg' });
    await db.photos.update(older.id, { waiting: 0, url: '/b.jpg' });
    await pruneSentPhotos(db, clock);
    expect(await db.photos.get(old.id)).toBeUndefined();
    expect((await db.photos.get(older.id))?.blob).toBeUndefined();
    expect((await db.photos.get(older.id))?.url).toBe('/b.jpg');
    expect((await db.photos.get(waiting.id))?.blob).toBeInstanceOf(Blob);
  });
});

describe('storage check before a photo is kept', () => {
  const MB = 1024 * 1024;
  it('refuses below 20 MB or three times the photo, warns below 100 MB, and never guesses without an estimate', () => {
    expect(storageVerdict({ quota: 1000 * MB, usage: 100 * MB }, 300_000).kind).toBe('ok');
    const low = storageVerdict({ quota: 1000 * MB, usage: 950 * MB }, 300_000);
    expect(low).toMatchObject({ kind: 'low', freeBytes: 50 * MB });
    expect(low.kind === 'low' && low.message).toContain('50 MB free');
    const full = storageVerdict({ quota: 1000 * MB, usage: 1000 * MB - STORAGE_FLOOR_BYTES + 1 }, 300_000);
    expect(full.kind).toBe('full');
    expect(full.kind === 'full' && full.message).toMatch(/Photos already taken are kept/);
    expect(storageVerdict({ quota: 100 * MB, usage: 70 * MB }, 11 * MB).kind).toBe('full');
    expect(storageVerdict(undefined, 300_000).kind).toBe('ok');
    expect(storageVerdict({}, 300_000).kind).toBe('ok');
  });
});
