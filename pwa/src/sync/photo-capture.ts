import type { BinValetDb } from '../db/database';
import type { PhotoRow } from '../db/rows';
import { shrinkPhoto } from '../lib/photo-shrink';
import { checkStorage, locatePhoto, queuePhoto, type StorageVerdict } from './photo-queue';

/**
 * Taking a curb photo: shrink the camera's file, check the phone can keep it, store and queue it.
 * Loaded on the first photo (the resize code is not needed before the first card).
 */

export interface PhotoPosition {
  lat: number;
  lng: number;
  accuracy?: number;
}

/** The photo was not kept: `message` says why, in words the crew can act on. */
export class PhotoRefusedError extends Error {}

export interface CapturedPhoto {
  row: PhotoRow;
  /** 'low' when storage is getting short: the photo is kept, but the crew should be told. */
  storage: StorageVerdict;
}

export async function capturePhoto(
  db: BinValetDb,
  taskId: number,
  file: Blob,
  position?: Promise<PhotoPosition | undefined>,
  now: () => Date = () => new Date(),
): Promise<CapturedPhoto> {
  const takenAt = now().toISOString();
  let shrunk: Awaited<ReturnType<typeof shrinkPhoto>>;
  try {
    shrunk = await shrinkPhoto(file);
  } catch (err) {
    throw new PhotoRefusedError(err instanceof Error ? err.message : 'This photo could not be read');
  }
  const storage = await checkStorage(shrunk.blob.size);
  if (storage.kind === 'full') throw new PhotoRefusedError(storage.message);
  // Stored before the position is known: a slow answer must not leave the photo only in memory.
  const row = await queuePhoto(db, { taskId, blob: shrunk.blob, width: shrunk.width, height: shrunk.height, takenAt });
  void position?.then((where) => where && locatePhoto(db, row.id, where)).catch(() => undefined);
  return { row, storage };
}
