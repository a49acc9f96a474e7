import {
  customers,
  employees,
  jobs,
  messagePreferences,
  messages,
  photoFileTrash,
  sessions,
  syncClients,
  syncMutations,
  syncState,
  tasks,
} from '@bin-valet/schema';
import type Database from 'better-sqlite3';
import { type Column, eq, getTableName, sql, type Table } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { Orm } from './connection';
import { oncePer } from './once-per';

/**
 * Every statement the server runs as plain SQLite instead of through the ORM, in one place: the ones
 * run per request or per pushed intent, where building the query costs more than running it
 * (docs/decisions/0007-raw-sql-on-hot-paths.md). Table and column names come from the drizzle tables,
 * so a renamed column breaks the typecheck here rather than a query at run time. Each group is
 * prepared once per database (keyed by `store.orm`, on its connection `orm.$client`).
 */

const casing = new CasingCache('snake_case');
/** A column's name in SQLite, as drizzle writes it (`casing: 'snake_case'`). */
const c = (column: Column) => casing.getColumnCasing(column);
/** A table's name in SQLite. */
const t = (table: Table) => getTableName(table);
/** `alias.column AS name`: a column read under the property name the code uses. */
const as = (alias: string, column: Column, name: string) => `${alias}.${c(column)} AS ${name}`;

const T = t(tasks);
const J = t(jobs);
const S = t(customers);

/** The server-wide version counter (see docs/decisions/0002-versions-by-trigger.md). */
export const SQL_CURRENT_VERSION = `SELECT ${c(syncState.version)} FROM ${t(syncState)} WHERE ${c(syncState.id)} = 1`;

// --- Route guard: read on every authenticated request. ---

export interface EmployeeAuthRow {
  id: number;
  username: string;
  role: string;
  isActive: number;
  sessionEpoch: number;
  expiresAt: number;
  revokedAt: number | null;
}

export const guardStatements = oncePer((orm: Orm) => ({
  employeeBySession: orm.$client.prepare<[string, number], EmployeeAuthRow>(
    `SELECT e.${c(employees.id)}, e.${c(employees.username)}, e.${c(employees.role)},
            ${as('e', employees.isActive, 'isActive')}, ${as('e', employees.sessionEpoch, 'sessionEpoch')},
            ${as('s', sessions.expiresAt, 'expiresAt')}, ${as('s', sessions.revokedAt, 'revokedAt')}
       FROM ${t(sessions)} s JOIN ${t(employees)} e ON e.${c(employees.id)} = s.${c(sessions.employeeId)}
      WHERE s.${c(sessions.id)} = ? AND e.${c(employees.id)} = ?`,
  ),
}));

// --- Push: run for every pushed intent. ---

/**
 * A status change stamps its own version, so the tasks update trigger stays out of it (an exception to
 * docs/decisions/0002-versions-by-trigger.md, recorded in 0007). Timestamps are passed in explicitly.
 */
function preparePush(db: Orm) {
  const sqlite = db.$client;
  const p = sql.placeholder;
  return {
    owner: sqlite.prepare<[string], { employeeId: number }>(
      `SELECT ${c(syncClients.employeeId)} AS employeeId FROM ${t(syncClients)} WHERE ${c(syncClients.clientId)} = ?`,
    ),
    addClient: db
      .insert(syncClients)
      .values({ clientId: p('clientId'), employeeId: p('employeeId'), createdAt: p('now') })
      .prepare(),
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
    /** The whole row, mapped by the ORM: only read for a refusal or a note. */
    task: db
      .select()
      .from(tasks)
      .where(eq(tasks.id, p('id')))
      .prepare(),
    /** Enough to decide a status change. */
    taskStatus: sqlite
      .prepare<[number], string>(`SELECT ${c(tasks.status)} FROM ${T} WHERE ${c(tasks.id)} = ?`)
      .pluck(),
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
  };
}

export type PushStatements = ReturnType<typeof preparePush>;
export const pushStatements: (db: Orm) => PushStatements = oncePer(preparePush);

// --- Customer messages: run for every queued message (a push completes up to 50 tasks at once). ---

export interface TaskCause {
  id: number;
  taskType: string;
  status: string;
  completedAt: string | null;
  scheduledDate: string;
  collectionDate: string;
  customerId: number;
  phone: string;
  email: string;
  contactMethod: string;
  trackingToken: string;
  binMoves: number;
}

export interface MessageRow {
  customerId: number;
  kind: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  error: string | null;
  causeKey: string;
  createdAt: string;
  dueAt: string;
}

function prepareMessages(db: Orm) {
  const sqlite = db.$client;
  const P = t(messagePreferences);
  const M = messages;
  return {
    /** A task with what its message needs: the customer's contact and their bins-moved choice. */
    taskCause: sqlite.prepare<[number], TaskCause>(
      `SELECT t.${c(tasks.id)}, ${as('t', tasks.taskType, 'taskType')}, t.${c(tasks.status)},
              ${as('t', tasks.completedAt, 'completedAt')}, ${as('t', tasks.scheduledDate, 'scheduledDate')},
              ${as('j', jobs.collectionDate, 'collectionDate')}, ${as('s', customers.id, 'customerId')},
              s.${c(customers.phone)}, s.${c(customers.email)}, ${as('s', customers.contactMethod, 'contactMethod')},
              ${as('s', customers.trackingToken, 'trackingToken')},
              COALESCE(p.${c(messagePreferences.binMoves)}, 1) AS binMoves
       FROM ${T} t JOIN ${J} j ON j.${c(jobs.id)} = t.${c(tasks.jobId)}
       JOIN ${S} s ON s.${c(customers.id)} = j.${c(jobs.customerId)}
       LEFT JOIN ${P} p ON p.${c(messagePreferences.customerId)} = s.${c(customers.id)}
       WHERE t.${c(tasks.id)} = ?`,
    ),
    binMoves: sqlite
      .prepare<[number], number>(
        `SELECT ${c(messagePreferences.binMoves)} FROM ${P} WHERE ${c(messagePreferences.customerId)} = ?`,
      )
      .pluck(),
    /** The unique cause key decides: a second message for one cause is silently not written. */
    insert: sqlite.prepare<MessageRow>(
      `INSERT INTO ${t(M)} (${[
        M.customerId,
        M.kind,
        M.channel,
        M.recipient,
        M.subject,
        M.body,
        M.status,
        M.error,
        M.causeKey,
        M.createdAt,
        M.queuedAt,
        M.nextAttemptAt,
        M.updatedAt,
      ]
        .map(c)
        .join(', ')})
       VALUES (@customerId, @kind, @channel, @recipient, @subject, @body, @status, @error, @causeKey,
               @createdAt, @dueAt, @dueAt, @createdAt)
       ON CONFLICT (${c(M.causeKey)}) DO NOTHING`,
    ),
  };
}

export const messageStatements: (db: Orm) => ReturnType<typeof prepareMessages> = oncePer(prepareMessages);

// --- Crew views: single joins over the tasks.scheduled_date index. ---

const crewBins = [
  customers.needsGarbage,
  customers.garbageQty,
  customers.needsCompost,
  customers.compostQty,
  customers.needsRecycling,
  customers.recyclingQty,
  customers.recyclingAnchorDate,
]
  .map((col) => `s.${c(col)}`)
  .join(', ');
const regularDate = `COALESCE(j.${c(jobs.regularDate)}, j.${c(jobs.collectionDate)}) AS regular_date`;
const crewFrom = `FROM ${T} t
    JOIN ${J} j ON j.${c(jobs.id)} = t.${c(tasks.jobId)}
    JOIN ${S} s ON s.${c(customers.id)} = j.${c(jobs.customerId)}
    WHERE t.${c(tasks.scheduledDate)} BETWEEN ? AND ?
    ORDER BY t.${c(tasks.scheduledDate)}, s.${c(customers.address)}, t.${c(tasks.id)}`;

/** The crew views' SQL (exported for the test that checks their query plans use the index). */
export const CREW_SQL = {
  route: `
    SELECT t.${c(tasks.id)}, t.${c(tasks.jobId)}, j.${c(jobs.customerId)}, ${as('s', customers.name, 'customer_name')},
           s.${c(customers.address)}, s.${c(customers.phone)}, s.${c(customers.latitude)}, s.${c(customers.longitude)},
           t.${c(tasks.taskType)}, t.${c(tasks.status)}, t.${c(tasks.scheduledDate)}, t.${c(tasks.completedLat)},
           t.${c(tasks.completedLng)}, ${crewBins}, ${regularDate}
    ${crewFrom}`,
  /** Read as arrays: the column order is `CrewRow` in routes/crew/crew-queries.ts. */
  crew: `
    SELECT t.${c(tasks.id)}, t.${c(tasks.jobId)}, t.${c(tasks.taskType)}, t.${c(tasks.status)}, t.${c(tasks.scheduledDate)},
           t.${c(tasks.notes)}, t.${c(tasks.completedAt)}, ${as('j', jobs.notes, 'job_notes')},
           ${as('s', customers.id, 'customer_id')}, s.${c(customers.name)}, s.${c(customers.address)}, ${crewBins},
           ${regularDate}
    ${crewFrom}`,
  calendar: `
    SELECT ${c(tasks.scheduledDate)} AS date, COUNT(*) AS n
    FROM ${T}
    WHERE ${c(tasks.scheduledDate)} BETWEEN ? AND ?
    GROUP BY ${c(tasks.scheduledDate)}`,
} as const;

export const crewStatements = oncePer((orm: Orm): { [K in keyof typeof CREW_SQL]: Database.Statement } => ({
  route: orm.$client.prepare(CREW_SQL.route),
  crew: orm.$client.prepare(CREW_SQL.crew).raw(true),
  calendar: orm.$client.prepare(CREW_SQL.calendar),
}));

// --- Housekeeping. ---

export const housekeepingStatements = oncePer((orm: Orm) => ({
  /** Stored push results older than a cutoff, a chunk at a time (sync/retention.ts). */
  pruneResults: orm.$client.prepare<[string, number]>(
    `DELETE FROM ${t(syncMutations)} WHERE rowid IN
       (SELECT rowid FROM ${t(syncMutations)} WHERE ${c(syncMutations.createdAt)} < ? LIMIT ?)`,
  ),
  /** Files of deleted photo rows, queued by a trigger (routes/task-photos/photo-cleanup.ts). */
  photoTrash: orm.$client.prepare<[], { fileName: string }>(
    `SELECT ${c(photoFileTrash.fileName)} AS fileName FROM ${t(photoFileTrash)} LIMIT 500`,
  ),
}));
