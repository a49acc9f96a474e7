import 'fake-indexeddb/auto';
import type { Mutation, MutationArgs, PushResponse } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db as appDb, BinValetDb } from '../db/database';
import { getTask, putTasks } from '../db/tasks';
import { SyncEngine } from './engine';
import { crewActions } from './hooks';
import { enqueueHeld, locateHeldTap, undoTap } from './local-mutations';
import { locatePhoto, queuePhoto } from './photo-queue';
import { page, task } from './test-rows';
import { createTransport } from './transport';

/** A tap is saved before the phone's position is known; the position joins it only while it is held. */

let db: BinValetDb;
let pushes: Mutation[][];
let clock: number;
let engine: SyncEngine;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  db = new BinValetDb(`tap-position-${Math.random().toString(36).slice(2)}`);
  await putTasks(db, [task(1)]);
  pushes = [];
  clock = Date.parse('2026-05-01T18:00:00Z');
  const fetchFn = async (input: string, init?: RequestInit) => {
    if (input.startsWith('/api/sync/push')) {
      const { mutations } = JSON.parse(String(init?.body)) as { mutations: Mutation[] };
      pushes.push(mutations);
      const answer: PushResponse = { results: mutations.map((m) => ({ mutationId: m.mutationId, status: 'applied' })) };
      return json(answer);
    }
    return json(page());
  };
  engine = new SyncEngine({
    db,
    transport: createTransport(fetchFn),
    setTimer: () => undefined,
    clearTimer: () => undefined,
    now: () => clock,
  });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const at = () => new Date(clock);
const complete = () =>
  enqueueHeld(
    db,
    [{ name: 'setTaskStatus', args: { taskId: 1, status: 'completed', completedAt: at().toISOString() } }],
    at(),
  );
const sentStatus = () => pushes.flat()[0]?.args as MutationArgs['setTaskStatus'] | undefined;

describe('a tap and its position', () => {
  it('is committed, card and outbox, while the position has not answered (and never does)', async () => {
    await putTasks(appDb, [task(7)]);
    const never = new Promise<undefined>(() => undefined);
    await crewActions.tap(
      [{ name: 'setTaskStatus', args: { taskId: 7, status: 'completed', completedAt: new Date().toISOString() } }],
      never,
    );
    expect((await getTask(appDb, 7))?.status).toBe('completed');
    expect((await appDb.outbox.toArray()).map((r) => r.name)).toEqual(['setTaskStatus']);
  });

  it('joins the tap when it answers within the hold, and is sent with it', async () => {
    const group = await complete();
    clock += 5000;
    expect(await locateHeldTap(db, group, { lat: 44.05, lng: -123.09, accuracy: 12 }, () => clock)).toBe(true);
    clock += 5001;
    await engine.kick();
    expect(sentStatus()).toMatchObject({ status: 'completed', lat: 44.05, lng: -123.09, accuracy: 12 });
  });

  it('is dropped when it answers as the hold ends: the tap goes without it, unchanged', async () => {
    const group = await complete();
    clock += 9500;
    expect(await locateHeldTap(db, group, { lat: 44.05, lng: -123.09 }, () => clock)).toBe(false);
    clock += 600;
    await engine.kick();
    expect(sentStatus()).toMatchObject({ status: 'completed' });
    expect(sentStatus()?.lat).toBeUndefined();
  });

  it('does not bring back an undone tap', async () => {
    const group = await complete();
    expect(await undoTap(db, group, clock + 1000)).toBe(true);
    expect(await locateHeldTap(db, group, { lat: 44.05, lng: -123.09 }, () => clock + 2000)).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a photo and its position', () => {
  const photo = () =>
    queuePhoto(db, { taskId: 1, blob: new Blob(['x']), width: 1, height: 1, takenAt: at().toISOString() });

  it('is stored without one, which joins it later while it waits to go up', async () => {
    const row = await photo();
    expect((await db.photos.get(row.id))?.latitude).toBeUndefined();
    expect(await locatePhoto(db, row.id, { lat: 44.05, lng: -123.09, accuracy: 8 })).toBe(true);
    expect(await db.photos.get(row.id)).toMatchObject({ latitude: 44.05, longitude: -123.09, accuracy: 8, waiting: 1 });
  });

  it('is not added to a photo already sent', async () => {
    const row = await photo();
    await db.photos.update(row.id, { waiting: 0, url: '/x' });
    expect(await locatePhoto(db, row.id, { lat: 44.05, lng: -123.09 })).toBe(false);
    expect((await db.photos.get(row.id))?.latitude).toBeUndefined();
  });
});
