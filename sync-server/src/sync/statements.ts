import { eq, sql } from 'drizzle-orm';
import { syncClients, tasks } from '../../../schema';
import type { Orm } from '../db/connection';
import { oncePer } from '../db/once-per';

/**
 * The statements a push runs for every mutation, prepared once per database and run as plain SQLite
 * statements; a status change stamps its own version, so the update trigger stays out of it
 * (docs/decisions/0007-raw-sql-on-hot-paths.md). Timestamps are passed in explicitly.
 */
function prepare(db: Orm) {
  const sqlite = db.$client;
  const p = sql.placeholder;
  return {
    owner: sqlite.prepare<[string], { employeeId: number }>(
      'SELECT employee_id AS employeeId FROM sync_clients WHERE client_id = ?',
    ),
    addClient: db
      .insert(syncClients)
      .values({ clientId: p('clientId'), employeeId: p('employeeId'), createdAt: p('now') })
      .prepare(),
    /** The stored results among a batch's mutation ids (a JSON array): one lookup, not one per mutation. */
    storedResults: sqlite.prepare<[string, string], { mutationId: string; result: string }>(
      `SELECT mutation_id AS mutationId, result FROM sync_mutations
       WHERE client_id = ? AND mutation_id IN (SELECT value FROM json_each(?))`,
    ),
    recordResult: sqlite.prepare<[string, string, number, string, string, string]>(
      `INSERT INTO sync_mutations (client_id, mutation_id, employee_id, name, result, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    /** The whole row, mapped by the ORM: only read for a refusal or a note. */
    task: db
      .select()
      .from(tasks)
      .where(eq(tasks.id, p('id')))
      .prepare(),
    /** Enough to decide a status change. */
    taskStatus: sqlite.prepare<[number], string>('SELECT status FROM tasks WHERE id = ?').pluck(),
    /** The next server-wide version, as the update triggers take it (docs/decisions/0007-raw-sql-on-hot-paths.md). */
    nextVersion: sqlite
      .prepare<[], number>('UPDATE sync_state SET version = version + 1 WHERE id = 1 RETURNING version')
      .pluck(),
    /** Sets `version` itself, so the tasks update trigger (WHEN the version is unchanged) stays out. */
    setTaskStatus: sqlite.prepare<[string, string | null, string | null, string | null, string, number, number]>(
      `UPDATE tasks SET status = ?, completed_at = ?, completed_lat = ?, completed_lng = ?, updated_at = ?, version = ?
       WHERE id = ?`,
    ),
  };
}

export type PushStatements = ReturnType<typeof prepare>;
export const pushStatements: (db: Orm) => PushStatements = oncePer(prepare);
