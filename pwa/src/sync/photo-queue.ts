import { newMutationId } from '@bin-valet/schema';
import type { BinValetDb } from '../db/database';
import type { PhotoRow } from '../db/rows';

/**
 * The phone's side of curb photos (docs/architecture.md §4.9): each photo is stored with its queue
 * state in one record, so it is queued exactly when it is stored. The phone checks its free storage
 * before it keeps a photo and says so before it would have to refuse one; it never deletes a photo
 * that has not reached the server.
 */

const MB = 1024 * 1024;
/** Below this much free space (or three times the photo) a photo is refused, before anything is written. */
export const STORAGE_FLOOR_BYTES = 20 * MB;
/** Below this much the crew are warned that photos will soon be refused. */
export const STORAGE_LOW_BYTES = 100 * MB;
/** What one shrunk photo usually takes, for the check made before the camera opens. */
export const TYPICAL_PHOTO_BYTES = 300 * 1024;
/** Sent photos keep their image on the phone this long (the card shows it offline), then only the address. */
const KEEP_SENT_IMAGE_MS = 2 * 24 * 3600 * 1000;
/** Sent photos are forgotten by the phone after this long (their tasks have left the phone by then). */
const KEEP_SENT_ROW_MS = 15 * 24 * 3600 * 1000;

export type StorageVerdict =
  | { kind: 'ok' }
  | { kind: 'low'; freeBytes: number; message: string }
  | { kind: 'full'; freeBytes: number; message: string };

const mb = (bytes: number) => `${Math.max(0, Math.floor(bytes / MB))} MB`;

/** Whether a photo of `photoBytes` may be kept, from the browser's storage estimate. */
export function storageVerdict(estimate: StorageEstimate | undefined, photoBytes: number): StorageVerdict {
  if (!estimate || estimate.quota === undefined || estimate.usage === undefined) return { kind: 'ok' };
  const freeBytes = estimate.quota - estimate.usage;
  if (freeBytes < Math.max(STORAGE_FLOOR_BYTES, photoBytes * 3))
    return {
      kind: 'full',
      freeBytes,
      message: `This phone is out of storage for photos (${mb(freeBytes)} free). Photos already taken are kept and will still be sent. Free some space, then add the photo again.`,
    };
  if (freeBytes < STORAGE_LOW_BYTES)
    return {
      kind: 'low',
      freeBytes,
      message: `Phone storage is running low (${mb(freeBytes)} free). Photos will be refused below ${mb(STORAGE_FLOOR_BYTES)}: free some space soon.`,
    };
  return { kind: 'ok' };
}

/** The browser's estimate; unknown (and so never a refusal) where the browser does not give one. */
export async function checkStorage(photoBytes: number): Promise<StorageVerdict> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return storageVerdict(estimate, photoBytes);
}

export type NewPhoto = Omit<PhotoRow, 'id' | 'waiting' | 'url' | 'refused'>;

/** Stores a photo and queues it for upload, in one transaction; the id is made here, on the phone. */
export async function queuePhoto(db: BinValetDb, photo: NewPhoto, now = Date.now()): Promise<PhotoRow> {
  const row: PhotoRow = { ...photo, id: newMutationId(now), waiting: 1 };
  await db.transaction('rw', db.photos, () => db.photos.add(row));
  return row;
}

/**
 * Adds where the phone was to a stored photo that has not gone up yet; one already sent keeps none
 * (the position is a help for the office, never a reason to hold a photo back).
 */
export async function locatePhoto(
  db: BinValetDb,
  id: string,
  where: { lat: number; lng: number; accuracy?: number },
): Promise<boolean> {
  const changed = await db.photos
    .where('id')
    .equals(id)
    .and((p) => p.waiting === 1 && p.latitude === undefined)
    .modify({ latitude: where.lat, longitude: where.lng, accuracy: where.accuracy });
  return changed > 0;
}

/** Photos not yet stored by the server. */
export const waitingPhotoCount = (db: BinValetDb) => db.photos.where('waiting').equals(1).count();

/**
 * Frees space held by photos the server already has: their image after two days, the record after
 * fifteen. A photo still waiting, or refused by the server, is never touched.
 */
export async function pruneSentPhotos(db: BinValetDb, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.photos, async () => {
    const sent = (await db.photos.where('waiting').equals(0).toArray()).filter((p) => p.url && !p.refused);
    for (const p of sent) {
      const age = now - Date.parse(p.takenAt);
      if (age > KEEP_SENT_ROW_MS) await db.photos.delete(p.id);
      else if (age > KEEP_SENT_IMAGE_MS && p.blob) await db.photos.update(p.id, { blob: undefined });
    }
  });
}
