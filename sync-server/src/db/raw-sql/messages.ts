import { customers, jobs, messagePreferences, messages, tasks } from '@bin-valet/schema';
import type Database from 'better-sqlite3';
import type { Orm } from '../connection';
import { oncePer } from '../once-per';
import { as, c, J, S, T, t } from './sql-names';

/** Customer messages: run for every queued message (a push completes up to 50 tasks at once). */

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
  previousCollection: string | null;
}

/** Written out: better-sqlite3's own statement type cannot be named outside its package (declaration files). */
interface MessageStatements {
  taskCause: Database.Statement<[number], TaskCause>;
  taskCauses: Database.Statement<[string], TaskCause>;
  binMoves: Database.Statement<[number], number>;
  vouchedFor: Database.Statement<[number, number], number>;
  sentSince: Database.Statement<[number, string], number>;
  insert: Database.Statement<MessageRow>;
}

function prepareMessages(db: Orm): MessageStatements {
  const sqlite = db.$client;
  const P = t(messagePreferences);
  const M = messages;
  const causeSelect = `SELECT t.${c(tasks.id)}, ${as('t', tasks.taskType, 'taskType')}, t.${c(tasks.status)},
              ${as('t', tasks.completedAt, 'completedAt')}, ${as('t', tasks.scheduledDate, 'scheduledDate')},
              ${as('j', jobs.collectionDate, 'collectionDate')}, ${as('s', customers.id, 'customerId')},
              s.${c(customers.phone)}, s.${c(customers.email)}, ${as('s', customers.contactMethod, 'contactMethod')},
              ${as('s', customers.trackingToken, 'trackingToken')},
              COALESCE(p.${c(messagePreferences.binMoves)}, 1) AS binMoves
       FROM ${T} t JOIN ${J} j ON j.${c(jobs.id)} = t.${c(tasks.jobId)}
       JOIN ${S} s ON s.${c(customers.id)} = j.${c(jobs.customerId)}
       LEFT JOIN ${P} p ON p.${c(messagePreferences.customerId)} = s.${c(customers.id)}`;
  return {
    /** A task with what its message needs: the customer's contact and their bins-moved choice. */
    taskCause: sqlite.prepare<[number], TaskCause>(`${causeSelect} WHERE t.${c(tasks.id)} = ?`),
    /** The same for every task id in a JSON array: one lookup for a whole push batch. */
    taskCauses: sqlite.prepare<[string], TaskCause>(
      `${causeSelect} WHERE t.${c(tasks.id)} IN (SELECT value FROM json_each(?))`,
    ),
    binMoves: sqlite
      .prepare<[number], number>(
        `SELECT ${c(messagePreferences.binMoves)} FROM ${P} WHERE ${c(messagePreferences.customerId)} = ?`,
      )
      .pluck(),
    /** Office staff have saved the customer, or one of their jobs is done (marked so, or its bins are back): 1, else 0. */
    vouchedFor: sqlite
      .prepare<[number, number], number>(
        `SELECT EXISTS (SELECT 1 FROM ${S} WHERE ${c(customers.id)} = ? AND ${c(customers.officeSavedAt)} IS NOT NULL)
             OR EXISTS (SELECT 1 FROM ${J} j WHERE j.${c(jobs.customerId)} = ? AND (j.${c(jobs.status)} = 'completed'
                  OR EXISTS (SELECT 1 FROM ${T} t WHERE t.${c(tasks.jobId)} = j.${c(jobs.id)}
                               AND t.${c(tasks.taskType)} = 'return_to_house' AND t.${c(tasks.status)} = 'completed')))`,
      )
      .pluck(),
    /** Messages other than the signup confirmation queued or sent to a customer since a time. */
    sentSince: sqlite
      .prepare<[number, string], number>(
        `SELECT count(*) FROM ${t(M)} WHERE ${c(M.customerId)} = ? AND ${c(M.kind)} != 'signup_confirmation'
           AND ${c(M.status)} IN ('queued', 'held', 'sent') AND ${c(M.createdAt)} >= ?`,
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
        M.previousCollection,
        M.createdAt,
        M.queuedAt,
        M.nextAttemptAt,
        M.updatedAt,
      ]
        .map(c)
        .join(', ')})
       VALUES (@customerId, @kind, @channel, @recipient, @subject, @body, @status, @error, @causeKey,
               @previousCollection, @createdAt, @dueAt, @dueAt, @createdAt)
       ON CONFLICT (${c(M.causeKey)}) DO NOTHING`,
    ),
  };
}

export const messageStatements: (db: Orm) => MessageStatements = oncePer(prepareMessages);
