import { photoFileTrash, syncMutations } from '@bin-valet/schema';
import type Database from 'better-sqlite3';
import type { Orm } from '../connection';
import { oncePer } from '../once-per';
import { c, t } from './sql-names';

/** Housekeeping: pruning stored push results and emptying the photo file trash. */

interface HousekeepingStatements {
  pruneResults: Database.Statement<[string, number]>;
  photoTrash: Database.Statement<[], { fileName: string }>;
}

export const housekeepingStatements: (orm: Orm) => HousekeepingStatements = oncePer((orm: Orm) => ({
  /** Stored push results older than a cutoff, a chunk at a time (sync/retention.ts). */
  pruneResults: orm.$client.prepare<[string, number]>(
    `DELETE FROM ${t(syncMutations)} WHERE rowid IN
       (SELECT rowid FROM ${t(syncMutations)} WHERE ${c(syncMutations.createdAt)} < ? LIMIT ?)`,
  ),
  /** Files of deleted photo rows, queued by a trigger (photos/photo-cleanup.ts). */
  photoTrash: orm.$client.prepare<[], { fileName: string }>(
    `SELECT ${c(photoFileTrash.fileName)} AS fileName FROM ${t(photoFileTrash)} LIMIT 500`,
  ),
}));
