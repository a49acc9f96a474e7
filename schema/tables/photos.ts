import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { tasks } from './schedule';
import { employees } from './staff';

/** Curb photos of tasks, and the files of deleted photos waiting to leave the disk. */

/**
 * Photos the crew take at the curb (docs/decisions/0020-curb-photos-and-places.md). The id is made on the phone, so a repeated
 * upload finds its row; the file (re-encoded JPEG, no metadata) lives under DATA_DIR/photos.
 */
export const taskPhotos = sqliteTable(
  'task_photos',
  {
    id: text().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    takenAt: text(),
    latitude: real(),
    longitude: real(),
    /** Metres, as the phone reported it. */
    accuracy: real(),
    employeeId: integer().references(() => employees.id, { onDelete: 'set null' }),
    /** Kept as it was at upload, so the photo still says who took it after the account goes. */
    employeeName: text().notNull(),
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('task_photos_task_idx').on(t.taskId), index('task_photos_created_idx').on(t.createdAt)],
);

/** Photo files whose rows are gone (cascades included, through a trigger); removed from disk after the delete. */
export const photoFileTrash = sqliteTable('photo_file_trash', {
  fileName: text().primaryKey(),
});
export type TaskPhoto = typeof taskPhotos.$inferSelect;
