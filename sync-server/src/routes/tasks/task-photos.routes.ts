import {
  employees,
  type PhotosByTask,
  type TaskPhoto,
  type TaskPhotoItem,
  taskIdsSchema,
  taskPhotos,
  tasks,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireRole, STAFF } from '../../auth/guard';
import { tapTime } from '../../domain/task-rules';
import { photosOfTasks } from '../../domain/tracking-records';
import { badRequest, conflict, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { photoUrlFor, removePhotoFile, savePhoto, sniffImage } from '../../photos/photo-files';
import { reencodeJpeg } from '../../photos/reencode';
import { NOT_IMAGE, photoIdParam, readPhotoUpload } from './photo-input';
import { crewPhotoRefusal, photoQuotaRefusal, photoTaskColumns } from './photo-limits';

export const staffPhotoItem = (p: TaskPhoto): TaskPhotoItem => ({
  id: p.id,
  url: photoUrlFor(p.fileName),
  takenAt: p.takenAt,
  latitude: p.latitude,
  longitude: p.longitude,
  employeeName: p.employeeName,
});

/**
 * Curb photos of a task (docs/decisions/0020-curb-photos-and-places.md), mounted at /api/tasks. The phone names each photo, so an
 * upload repeated after a lost answer finds its row and stores nothing twice. The body limit is raised in app.ts.
 */
export function taskPhotosRoutes() {
  const app = new Hono<AppEnv>();

  app.put('/:id/photos/:photoId', requireRole(...STAFF), async (c) => {
    const taskId = idParam(c);
    const photoId = photoIdParam(c);
    const store = c.get('store');
    const user = c.get('user');
    const { businessTz } = c.get('config');
    const known = store.orm.select().from(taskPhotos).where(eq(taskPhotos.id, photoId)).get();
    const task = store.orm.select(photoTaskColumns).from(tasks).where(eq(tasks.id, taskId)).get();
    if (!task) throw notFound();
    if (known) return c.json(repeated(known, taskId), 200);
    // Crew photograph the stops they work (before or after completing); a cancelled stop is not theirs.
    const refusal =
      crewPhotoRefusal(store.orm, user, task, businessTz) ?? photoQuotaRefusal(store.orm, user.id, taskId);
    if (refusal) throw refusal;

    const { bytes, meta } = await readPhotoUpload(c);
    // The same window as a completion's tap time: a wrong clock's photo is kept, dated on arrival.
    if (meta.takenAt)
      meta.takenAt = tapTime(meta.takenAt, task.scheduledDate, c.get('config').businessTz, new Date()).at;
    // The bytes decide the type, never a file name or a declared type; then the image is rebuilt from pixels.
    if (!sniffImage(bytes)) throw badRequest(NOT_IMAGE);
    const jpeg = await reencodeJpeg(bytes);
    if (!jpeg) throw badRequest(NOT_IMAGE);

    const { dataDir } = c.get('config');
    const fileName = savePhoto(dataDir, jpeg, 'jpg');
    const employee = store.orm.select().from(employees).where(eq(employees.id, user.id)).get();
    const outcome = store.write((db) => {
      const again = db.select().from(taskPhotos).where(eq(taskPhotos.id, photoId)).get();
      if (again) return { row: again, created: false };
      if (!db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId)).get()) return undefined;
      // Parallel uploads each passed the early check: the write is where the caps really hold.
      const over = photoQuotaRefusal(db, user.id, taskId, jpeg.byteLength);
      if (over) return { refusal: over };
      const row = db
        .insert(taskPhotos)
        .values({
          id: photoId,
          taskId,
          fileName,
          ...meta,
          employeeId: user.id,
          employeeName: employee?.name?.trim() || user.username,
          bytes: jpeg.byteLength,
        })
        .returning()
        .get();
      return { row, created: true };
    });
    // Deleted meanwhile, refused, or the same photo arrived twice at once: our copy is not needed.
    if (!outcome || !('created' in outcome) || !outcome.created) removePhotoFile(dataDir, fileName);
    if (!outcome) throw notFound();
    if ('refusal' in outcome) throw outcome.refusal;
    if (!outcome.created) return c.json(repeated(outcome.row, taskId), 200);
    return c.json(staffPhotoItem(outcome.row), 201);
  });

  // The office's Job Tracking card asks for all of a customer's tasks at once.
  app.post('/photos/bulk', requireRole(...STAFF), async (c) => {
    const { taskIds } = await readJson(c, taskIdsSchema);
    const out: PhotosByTask = {};
    for (const id of taskIds) out[String(id)] = [];
    for (const [taskId, list] of photosOfTasks(c.get('store').orm, taskIds))
      out[String(taskId)] = list.map(staffPhotoItem);
    return c.json(out);
  });

  app.get('/:id/photos', requireRole(...STAFF), (c) => {
    const taskId = idParam(c);
    const { orm } = c.get('store');
    if (!orm.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId)).get()) throw notFound();
    return c.json((photosOfTasks(orm, [taskId]).get(taskId) ?? []).map(staffPhotoItem));
  });

  return app;
}

/** A photo id already stored: the same task's is the earlier answer again; another task's is a clash. */
function repeated(row: TaskPhoto, taskId: number): TaskPhotoItem {
  if (row.taskId !== taskId) throw conflict('This photo id is already used by another task');
  return staffPhotoItem(row);
}
