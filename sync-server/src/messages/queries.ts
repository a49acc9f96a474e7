import {
  type CustomerMessage,
  customers,
  isPremiumOrServicePhone,
  type Message,
  type MessageChannel,
  type MessageKind,
  type MessageOutcome,
  type MessageStatus,
  messages,
  type UndeliveredCounts,
  type UndeliveredList,
  type UndeliveredMessage,
} from '@bin-valet/schema';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/connection';
import { conflict, notFound } from '../http/errors';
import { binMovesOf, saveBinMoves } from './choices';
import { BAD_PHONE, e164, type MessagingDeps, NO_EMAIL_PROVIDER, NO_SMS_PROVIDER, PREMIUM_PHONE } from './outbox';

/** The office's view of a message row (the API shape of GET /api/customers/{id}/messages). */
export const toCustomerMessage = (m: Message): CustomerMessage => ({
  id: m.id,
  kind: m.kind as MessageKind,
  channel: m.channel as MessageChannel,
  to: m.recipient,
  body: m.body,
  status: m.status as MessageStatus,
  createdAt: m.createdAt,
  sentAt: m.sentAt,
  error: m.error,
  handledBy: m.handledBy,
  handledAt: m.handledAt,
});

export const customerMessages = (db: Orm, customerId: number): CustomerMessage[] =>
  db
    .select()
    .from(messages)
    .where(eq(messages.customerId, customerId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .all()
    .map(toCustomerMessage);

/** With no provider configured every message is not sent, so the list shows the newest this many. */
export const UNDELIVERED_LIMIT = 200;

export function undeliveredCounts(db: Orm): UndeliveredCounts {
  const rows = db
    .select({ status: messages.status, n: count() })
    .from(messages)
    .where(inArray(messages.status, ['failed', 'not_sent']))
    .groupBy(messages.status)
    .all();
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { failed: of('failed'), notSent: of('not_sent') };
}

/** Failed and not-sent messages across customers, newest first: the office's to-do list. */
export function undeliveredMessages(db: Orm, deps: MessagingDeps): UndeliveredList {
  const list: UndeliveredMessage[] = db
    .select({ message: messages, customerName: customers.name })
    .from(messages)
    .innerJoin(customers, eq(messages.customerId, customers.id))
    .where(inArray(messages.status, ['failed', 'not_sent']))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(UNDELIVERED_LIMIT)
    .all()
    .map((r) => ({ ...toCustomerMessage(r.message), customerId: r.message.customerId, customerName: r.customerName }));
  const providers = { sms: Boolean(deps.messaging.sms), email: Boolean(deps.messaging.smtp) };
  return { ...undeliveredCounts(db), limit: UNDELIVERED_LIMIT, messages: list, providers };
}

export const RETRY_MSG = {
  notRetryable: 'Only a failed or not-sent message can be retried',
  notHandleable: 'Only a failed or not-sent message can be marked sent by hand or dismissed',
} as const;

/**
 * The office settles an undelivered message itself: sent by hand (it phoned or texted from its own
 * phone) or dismissed; who and when are kept, and the sender never picks it up again.
 */
export function handleMessage(db: Orm, id: number, outcome: MessageOutcome, username: string, now = new Date()) {
  const at = now.toISOString();
  const row = db
    .update(messages)
    .set({ status: outcome, handledBy: username, handledAt: at, updatedAt: at })
    .where(and(eq(messages.id, id), inArray(messages.status, ['failed', 'not_sent'])))
    .returning()
    .get();
  if (row) return toCustomerMessage(row);
  if (!db.select({ id: messages.id }).from(messages).where(eq(messages.id, id)).get()) throw notFound();
  throw conflict(RETRY_MSG.notHandleable);
}

/**
 * Puts a failed or not-sent message back in the queue, to the customer's current number or address
 * (the office may have corrected it). Refused (409) while its provider is still not configured.
 */
export function retryMessage(db: Orm, deps: MessagingDeps, id: number, now = new Date()): CustomerMessage {
  const message = db.select().from(messages).where(eq(messages.id, id)).get();
  if (!message) throw notFound();
  if (message.status !== 'failed' && message.status !== 'not_sent') throw conflict(RETRY_MSG.notRetryable);
  const customer = db.select().from(customers).where(eq(customers.id, message.customerId)).get();
  if (!customer) throw notFound();
  const sms = message.channel === 'sms';
  if (sms ? !deps.messaging.sms : !deps.messaging.smtp) throw conflict(sms ? NO_SMS_PROVIDER : NO_EMAIL_PROVIDER);
  const recipient = sms ? e164(customer.phone) : customer.email;
  if (!recipient) throw conflict(BAD_PHONE);
  if (sms && isPremiumOrServicePhone(customer.phone)) throw conflict(PREMIUM_PHONE);
  const at = now.toISOString();
  const row = db
    .update(messages)
    .set({ status: 'queued', recipient, error: null, queuedAt: at, nextAttemptAt: at, updatedAt: at })
    .where(and(eq(messages.id, id), inArray(messages.status, ['failed', 'not_sent'])))
    .returning()
    .get();
  if (!row) throw conflict(RETRY_MSG.notRetryable);
  return toCustomerMessage(row);
}

export const preferencesOf = (db: Orm, customerId: number) => ({ binMoves: binMovesOf(db, customerId) });

export function setPreferences(db: Orm, customerId: number, binMoves: boolean) {
  saveBinMoves(db, customerId, binMoves);
  return preferencesOf(db, customerId);
}
