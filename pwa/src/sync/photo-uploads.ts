import type { BinValetDb, PhotoRow } from '../db/database';
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

/** The next photo that may go: the oldest waiting one whose task has no intent waiting. */
async function nextPhoto(db: BinValetDb): Promise<PhotoRow | undefined> {
  const blocked = new Set((await db.outbox.orderBy('taskId').uniqueKeys()) as number[]);
  // The index orders equal keys by primary key: time-ordered ids, so the oldest photo first.
  return db.photos
    .where('waiting')
    .equals(1)
    .filter((p) => !blocked.has(p.taskId))
    .first();
}

async function send(db: BinValetDb, fetchFn: FetchLike, base: string, photo: PhotoRow): Promise<void> {
  if (!photo.blob) {
    await db.photos.update(photo.id, { waiting: 0, refused: 'The image is no longer on this phone' });
    return;
  }
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
    await db.photos.update(photo.id, { waiting: 0, url: body.url });
  } else if (kind === 'auth' || kind === 'retry') {
    throw new SyncHttpError(kind, res.status, typeof body?.message === 'string' ? body.message : res.statusText);
  } else {
    const reason = typeof body?.message === 'string' ? body.message : `Refused (${res.status})`;
    await db.photos.update(photo.id, { waiting: 0, refused: reason });
  }
}

export async function uploadWaitingPhotos(
  db: BinValetDb,
  fetchFn: FetchLike,
  { base = '', now = Date.now }: { base?: string; now?: () => number } = {},
): Promise<UploadOutcome> {
  for (let sent = 0; ; sent++) {
    // A tap made while a photo went up goes first: status changes never queue behind photos.
    if (sent > 0 && sendable(await db.outbox.orderBy('seq').limit(1).toArray(), now()).length > 0) return 'more';
    const photo = await nextPhoto(db);
    if (!photo) break;
    await send(db, fetchFn, base, photo);
  }
  await pruneSentPhotos(db, now());
  return 'done';
}
