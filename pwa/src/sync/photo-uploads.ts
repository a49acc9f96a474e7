import type { BinValetDb } from '../db/database';
import type { PhotoRow } from '../db/rows';
import { sendable } from './local-mutations';
import { pruneSentPhotos } from './photo-queue';
import { classify, type FetchLike, SyncHttpError } from './transport';

/**
 * Sends queued curb photos (docs/architecture.md §4.9), one at a time, in the order they were taken.
 * A photo waits while its task still has an intent in the outbox, so the server always hears of the
 * completion before the photo of it. Failures throw SyncHttpError like the transport, so the engine's
 * backoff and its 401 pause apply unchanged; the server refusing a photo (task cancelled or gone)
 * is an answer: the photo is kept on the phone with the reason.
 */

/** `more`: intents were queued meanwhile; the engine pushes them before the next photo. */
export type UploadOutcome = 'done' | 'more';

function uploadAddress(p: PhotoRow): string {
  const q = new URLSearchParams({ takenAt: p.takenAt });
  // Fixed decimals: the server takes plain decimals only, and String() writes tiny numbers as 1e-7.
  if (p.latitude !== undefined && p.longitude !== undefined) {
    q.set('latitude', p.latitude.toFixed(7));
    q.set('longitude', p.longitude.toFixed(7));
  }
  if (p.accuracy !== undefined && Number.isFinite(p.accuracy)) q.set('accuracy', p.accuracy.toFixed(1));
  return `/api/tasks/${p.taskId}/photos/${p.id}?${q}`;
}

type Settled = Pick<PhotoRow, 'waiting' | 'url' | 'refused'>;

/**
 * Records the answer for the photo just sent, then picks the next one that may go: the oldest
 * waiting photo whose task has no intent waiting; `more` when a tap became sendable meanwhile. One
 * transaction for all of it: each IndexedDB transaction costs the crew's phone milliseconds.
 */
function settleAndPick(
  db: BinValetDb,
  now: number,
  done?: { id: string; changes: Settled },
): Promise<PhotoRow | 'more' | undefined> {
  return db.transaction('rw', db.photos, db.outbox, async () => {
    if (done) {
      await db.photos.update(done.id, done.changes);
      // A tap made while a photo went up goes first: status changes never queue behind photos.
      const first = await db.outbox.orderBy('seq').first();
      if (first && sendable([first], now).length > 0) return 'more';
    }
    const blocked = new Set((await db.outbox.orderBy('taskId').uniqueKeys()) as number[]);
    // The index orders equal keys by primary key: time-ordered ids, so the oldest photo first.
    return db.photos
      .where('waiting')
      .equals(1)
      .filter((p) => !blocked.has(p.taskId))
      .first();
  });
}

/** Sends one photo; the answer to record, or throws SyncHttpError when it should be tried again later. */
async function send(fetchFn: FetchLike, base: string, photo: PhotoRow): Promise<Settled> {
  if (!photo.blob) return { waiting: 0, refused: 'The image is no longer on this phone' };
  let res: Response;
  try {
    res = await fetchFn(`${base}${uploadAddress(photo)}`, {
      method: 'PUT',
      body: photo.blob,
      headers: { 'Content-Type': 'image/jpeg' },
      credentials: 'include',
      cache: 'no-store',
    });
  } catch (err) {
    throw new SyncHttpError('retry', 0, err instanceof Error ? err.message : 'Network error');
  }
  const body = (await res.json().catch(() => null)) as { url?: unknown; message?: unknown } | null;
  const kind = classify(res.status);
  if (res.ok) {
    if (typeof body?.url !== 'string') throw new SyncHttpError('retry', res.status, 'Malformed reply');
    return { waiting: 0, url: body.url };
  }
  if (kind === 'auth' || kind === 'retry')
    throw new SyncHttpError(kind, res.status, typeof body?.message === 'string' ? body.message : res.statusText);
  return { waiting: 0, refused: typeof body?.message === 'string' ? body.message : `Refused (${res.status})` };
}

export async function uploadWaitingPhotos(
  db: BinValetDb,
  fetchFn: FetchLike,
  { base = '', now = Date.now }: { base?: string; now?: () => number } = {},
): Promise<UploadOutcome> {
  let next = await settleAndPick(db, now());
  while (next && next !== 'more') {
    const changes = await send(fetchFn, base, next);
    next = await settleAndPick(db, now(), { id: next.id, changes });
  }
  if (next === 'more') return 'more';
  await pruneSentPhotos(db, now());
  return 'done';
}
