import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, now, updatedAt } from './columns';
import { customers } from './customers';

/** Customer messages (texts and e-mails) and each customer's message choices. */

/**
 * Texts and e-mails to customers (docs/decisions/0018-customer-message-outbox.md): each row is written in the
 * transaction of the change that causes it; `causeKey` is unique, so one cause never makes two rows.
 * Office-only, not replicated to phones.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text({ length: 30 }).notNull(),
    channel: text({ length: 10 }).notNull(),
    recipient: text().notNull(),
    /** The e-mail subject (texts have none). */
    subject: text(),
    body: text().notNull(),
    status: text({ length: 20 }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    providerId: text(),
    error: text(),
    causeKey: text().notNull(),
    /** A schedule change: the next collection the customer knew before it (a change back to it is an undo). */
    previousCollection: text(),
    createdAt: createdAt(),
    /** Start of the 24-hour retry window: creation, the end of quiet hours, or an office retry. */
    queuedAt: text().notNull().$defaultFn(now),
    /** When the sender may next try it (quiet hours' end, or after a backoff). */
    nextAttemptAt: text().notNull().$defaultFn(now),
    sentAt: text(),
    /** Who marked it sent by hand or dismissed, and when (an undelivered message the office settled itself). */
    handledBy: text(),
    handledAt: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('messages_cause_idx').on(t.causeKey),
    index('messages_customer_idx').on(t.customerId),
    index('messages_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** A customer's choice about optional messages; no row means every message is on. */
export const messagePreferences = sqliteTable('message_preferences', {
  customerId: integer()
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** The "bins are at the curb" / "bins are back" texts. */
  binMoves: integer({ mode: 'boolean' }).notNull().default(true),
  /** 'text', 'email' or 'none'; null follows the customer's contact method. */
  channel: text({ length: 10 }),
  /** Comma-separated message kinds the customer turned off (on top of binMoves, the older switch). */
  kindsOff: text().notNull().default(''),
  updatedAt: updatedAt(),
});
export type Message = typeof messages.$inferSelect;
