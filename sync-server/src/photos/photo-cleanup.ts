import { photoFileTrash, taskPhotos } from '@bin-valet/schema';
import { eq, lt } from 'drizzle-orm';
import type { Store } from '../db/connection';
import { housekeepingStatements } from '../db/raw-sql';
import { PHOTO_NAME, removePhotoFile } from './photo-files';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the files of deleted photo rows. A trigger queues each file as its row goes (cascades from a
 * task, job or customer included), so every deleting route is covered without remembering to call this
 * inside its transaction; the file goes after the commit. Returns how many files went.
 */
export function emptyPhotoTrash(store: Store, dataDir: string): number {
  // Asked after every write request, so prepared once per database (docs/decisions/0014-per-request-overhead.md).
  const names = housekeepingStatements(store.orm).photoTrash.all();
  if (names.length === 0) return 0;
  for (const { fileName } of names) if (PHOTO_NAME.test(fileName)) removePhotoFile(dataDir, fileName);
  store.write((db) => {
    for (const { fileName } of names) db.delete(photoFileTrash).where(eq(photoFileTrash.fileName, fileName)).run();
  });
  return names.length;
}

/** Deletes curb photos stored more than `days` days ago, rows and files. */
export function removeExpiredTaskPhotos(store: Store, dataDir: string, days: number, now = Date.now()): number {
  const cutoff = new Date(now - days * DAY_MS).toISOString();
  const { changes } = store.write((db) => db.delete(taskPhotos).where(lt(taskPhotos.createdAt, cutoff)).run());
  emptyPhotoTrash(store, dataDir);
  return changes;
}

/** Expires old photos now and then once a day; the timer never keeps the process alive. */
export function startPhotoRetention(store: Store, dataDir: string, days: number, intervalMs = DAY_MS) {
  const tick = () => {
    try {
      const n = removeExpiredTaskPhotos(store, dataDir, days);
      if (n > 0) console.log(`[photos] removed ${n} curb photos older than ${days} days`);
    } catch (err) {
      // Try again tomorrow; retention must not take the server down.
      console.error('[photos] removing old curb photos failed', err);
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
