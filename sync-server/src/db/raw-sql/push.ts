import { syncClients, syncMutations, syncState, tasks } from '@bin-valet/schema';
import type Database from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../connection';
import { oncePer } from '../once-per';
import { c, T, t } from './sql-names';

/** The push path's statements: run for every pushed intent. */

/** The server-wide version counter (see docs/decisions/0002-versions-by-trigger.md). */
export const SQL_CURRENT_VERSION = `SELECT ${c(syncState.version)} FROM ${t(syncState)} WHERE ${c(syncState.id)} = 1`;
/** sync_state's row 2 holds the database epoch (none: 0); a restore writes a new one. */
export const SQL_DATABASE_EPOCH = `SELECT ${c(syncState.version)} FROM ${t(syncState)} WHERE ${c(syncState.id)} = 2`;
export const SQL_SET_DATABASE_EPOCH = `INSERT INTO ${t(syncState)} (${c(syncState.id)}, ${c(syncState.version)}) VALUES (2, ?)
  ON CONFLICT (${c(syncState.id)}) DO UPDATE SET ${c(syncState.version)} = excluded.${c(syncState.version)}`;

/** The statements the ORM prepares (their types are drizzle's). */
function prepareOrmPush(db: Orm) {
  const p = sql.placeholder;
  return {
    addClient: db
      .insert(syncClients)
      .values({ clientId: p('clientId'), employeeId: p('employeeId'), createdAt: p('now') })
      .prepare(),
    /** The whole row, mapped by the ORM: only read for a refusal or a note. */
    task: db
      .select()
      .from(tasks)
      .where(eq(tasks.id, p('id')))
      .prepare(),
  };
}

/** Written out: better-sqlite3's own statement type cannot be named outside its package (declaration files). */
interface SqlitePushStatements {
  owner: Database.Statement<[string], { employeeId: number }>;
  storedResults: Database.Statement<[string, string], { mutationId: string; result: string }>;
  recordResult: Database.Statement<[string, string, number, string, string, string]>;
  nextVersion: Database.Statement<[], number>;
  setTaskStatus: Database.Statement<[string, string | null, string | null, string | null, string, number, number]>;
  setNotes: Database.Statement<[string, string, number]>;
  setCompletedAt: Database.Statement<[string, string, number]>;
}

export type PushStatements = ReturnType<typeof prepareOrmPush> & SqlitePushStatements;

/**
 * A status change stamps its own version, so the tasks update trigger stays out of it (an exception to
 * docs/decisions/0002-versions-by-trigger.md, recorded in 0007). Timestamps are passed in explicitly.
 */
function preparePush(db: Orm): PushStatements {
  const sqlite = db.$client;
  return {
    ...prepareOrmPush(db),
    owner: sqlite.prepare<[string], { employeeId: number }>(
      `SELECT ${c(syncClients.employeeId)} AS employeeId FROM ${t(syncClients)} WHERE ${c(syncClients.clientId)} = ?`,
    ),
    /** The stored results among a batch's mutation ids (a JSON array): one lookup, not one per mutation. */
    storedResults: sqlite.prepare<[string, string], { mutationId: string; result: string }>(
      `SELECT ${c(syncMutations.mutationId)} AS mutationId, ${c(syncMutations.result)} FROM ${t(syncMutations)}
       WHERE ${c(syncMutations.clientId)} = ? AND ${c(syncMutations.mutationId)} IN (SELECT value FROM json_each(?))`,
    ),
    recordResult: sqlite.prepare<[string, string, number, string, string, string]>(
      `INSERT INTO ${t(syncMutations)} (${[
        syncMutations.clientId,
        syncMutations.mutationId,
        syncMutations.employeeId,
        syncMutations.name,
        syncMutations.result,
        syncMutations.createdAt,
      ]
        .map(c)
        .join(', ')})
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    /** The next server-wide version, as the update triggers take it. */
    nextVersion: sqlite
      .prepare<[], number>(
        `UPDATE ${t(syncState)} SET ${c(syncState.version)} = ${c(syncState.version)} + 1
         WHERE ${c(syncState.id)} = 1 RETURNING ${c(syncState.version)}`,
      )
      .pluck(),
    /** Sets `version` itself, so the tasks update trigger (WHEN the version is unchanged) stays out. */
    setTaskStatus: sqlite.prepare<[string, string | null, string | null, string | null, string, number, number]>(
      `UPDATE ${T} SET ${[
        tasks.status,
        tasks.completedAt,
        tasks.completedLat,
        tasks.completedLng,
        tasks.updatedAt,
        tasks.version,
      ]
        .map((col) => `${c(col)} = ?`)
        .join(', ')}
       WHERE ${c(tasks.id)} = ?`,
    ),
    /** A crew note appended, or a completion time corrected: the update trigger takes the next version. */
    setNotes: sqlite.prepare<[string, string, number]>(
      `UPDATE ${T} SET ${c(tasks.notes)} = ?, ${c(tasks.updatedAt)} = ? WHERE ${c(tasks.id)} = ?`,
    ),
    setCompletedAt: sqlite.prepare<[string, string, number]>(
      `UPDATE ${T} SET ${c(tasks.completedAt)} = ?, ${c(tasks.updatedAt)} = ? WHERE ${c(tasks.id)} = ?`,
    ),
  };
}

export const pushStatements: (db: Orm) => PushStatements = oncePer(preparePush);
