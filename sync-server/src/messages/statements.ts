import type { Orm } from '../db/connection';
import { oncePer } from '../db/once-per';

/**
 * The statements every queued message runs, prepared once per database: a crew push completes up to
 * 50 tasks in one transaction, and building each query through the ORM would cost more than running it.
 */

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

function prepare(db: Orm) {
  const sqlite = db.$client;
  return {
    /** A task with what its message needs: the customer's contact and their bins-moved choice. */
    taskCause: sqlite.prepare<[number], TaskCause>(
      `SELECT t.id, t.task_type AS taskType, t.status, t.completed_at AS completedAt,
              t.scheduled_date AS scheduledDate, j.collection_date AS collectionDate, s.id AS customerId, s.phone, s.email,
              s.contact_method AS contactMethod, s.tracking_token AS trackingToken,
              COALESCE(p.bin_moves, 1) AS binMoves
       FROM tasks t JOIN jobs j ON j.id = t.job_id JOIN signups s ON s.id = j.customer_id
       LEFT JOIN message_preferences p ON p.customer_id = s.id
       WHERE t.id = ?`,
    ),
    binMoves: sqlite
      .prepare<[number], number>('SELECT bin_moves FROM message_preferences WHERE customer_id = ?')
      .pluck(),
    /** The unique cause key decides: a second message for one cause is silently not written. */
    insert: sqlite.prepare<MessageRow>(
      `INSERT INTO messages (customer_id, kind, channel, recipient, subject, body, status, error, cause_key,
                             created_at, queued_at, next_attempt_at, updated_at)
       VALUES (@customerId, @kind, @channel, @recipient, @subject, @body, @status, @error, @causeKey,
               @createdAt, @dueAt, @dueAt, @createdAt)
       ON CONFLICT (cause_key) DO NOTHING`,
    ),
  };
}

export const messageStatements: (db: Orm) => ReturnType<typeof prepare> = oncePer(prepare);
