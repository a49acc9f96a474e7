import {
  type Customer,
  isPremiumOrServicePhone,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
  renderMessage,
  type TemplateInput,
} from '@bin-valet/schema';
import type { Orm } from '../db/connection';
import { messageStatements } from '../db/raw-sql';
import type { Config } from '../env';
import { deliveryFor } from './choices';
import { quietUntil } from './quiet-hours';

/**
 * Writing messages into the outbox, always inside the caller's transaction, so a message exists
 * exactly when the change that causes it committed (docs/decisions/0018-customer-message-outbox.md).
 */

export type MessagingDeps = Pick<
  Config,
  | 'messaging'
  | 'businessTz'
  | 'publicUrl'
  | 'productName'
  | 'contactPhone'
  | 'contactEmail'
  | 'billing'
  | 'planFreeJobs'
>;

export const NO_SMS_PROVIDER = 'No text provider configured';
export const NO_EMAIL_PROVIDER = 'No e-mail provider configured';
export const BAD_PHONE = 'The phone number is not a 10-digit US number';
/** Messages a day (besides the confirmation) to an online signup nobody has vouched for yet. */
export const UNVOUCHED_DAILY_LIMIT = 3;
export const UNVOUCHED_LIMITED = `Not sent: an online signup gets at most ${UNVOUCHED_DAILY_LIMIT} messages a day until the office has saved the customer or their first collection is done`;
export const PREMIUM_PHONE = 'Not sent: the phone number is a premium or service number (900, 976 or N11)';

/** '+1' and the customer's 10 digits; a leading country code 1 is accepted. Null when it is not that. */
export function e164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** 'text' and 'both' customers get texts; 'call' customers get e-mails (every customer gave an address). */
export const channelFor = (contactMethod: string): MessageChannel => (contactMethod === 'call' ? 'email' : 'sms');

/** Kinds the customer may turn off on their tracking page. */
export const OPTIONAL_KINDS: readonly MessageKind[] = ['bins_out', 'bins_back', 'on_my_way'];

type Recipient = Pick<Customer, 'id' | 'phone' | 'email' | 'contactMethod' | 'trackingToken'>;

/** A schedule change is held before it goes out (an undo drops it) and remembers the date it replaced. */
export interface QueueOptions {
  binMoves?: boolean;
  holdUntil?: Date;
  previousCollection?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Anyone can sign up any number online: until the office saves the customer or a job of theirs is
 * done, they get the confirmation and at most a few messages a day.
 */
function overUnvouchedLimit(db: Orm, customerId: number, kind: MessageKind, now: Date) {
  if (kind === 'signup_confirmation') return false;
  const q = messageStatements(db);
  if (q.vouchedFor.get(customerId, customerId)) return false;
  return (q.sentSince.get(customerId, new Date(now.getTime() - DAY_MS).toISOString()) ?? 0) >= UNVOUCHED_DAILY_LIMIT;
}

/**
 * Queues one message for `causeKey` unless that cause already has one (the unique index decides, so
 * a retried push or a repeated completion adds nothing). Returns whether a row was written.
 * `binMoves` may be passed by a caller that read it already.
 */
export function queueMessage(
  db: Orm,
  deps: MessagingDeps,
  customer: Recipient,
  causeKey: string,
  input: TemplateInput,
  now: Date = new Date(),
  options: QueueOptions = {},
): boolean {
  const q = messageStatements(db);
  if (OPTIONAL_KINDS.includes(input.kind) && options.binMoves === false) return false;
  // The customer's choices decide at queueing (and the sender asks again before sending).
  const delivery = deliveryFor(db, customer.id, customer.contactMethod, input.kind);
  if (!delivery) return false;
  const { channel } = delivery;
  // Billing messages open the tracking page at its billing section, where "Update card" is.
  const section = input.kind === 'payment_failed' || input.kind === 'card_needed' ? '#billing' : '';
  const rendered = renderMessage(input, deps, `${deps.publicUrl}/track/${customer.trackingToken}${section}`);
  const phone = channel === 'sms' ? e164(customer.phone) : null;
  const createdAt = now.toISOString();
  let status: MessageStatus = 'queued';
  let error: string | null = null;
  let dueAt = createdAt;
  const provider = channel === 'sms' ? deps.messaging.sms : deps.messaging.smtp;
  // A held message waits even with no provider: an undo meanwhile drops it before the office sees it.
  if (!provider && !options.holdUntil) {
    status = 'not_sent';
    error = channel === 'sms' ? NO_SMS_PROVIDER : NO_EMAIL_PROVIDER;
  } else if (channel === 'sms' && !phone) {
    status = 'failed';
    error = BAD_PHONE;
  } else if (channel === 'sms' && isPremiumOrServicePhone(customer.phone)) {
    // A number saved before the rule existed: texting it would still cost money.
    status = 'failed';
    error = PREMIUM_PHONE;
  } else if (overUnvouchedLimit(db, customer.id, input.kind, now)) {
    status = 'not_sent';
    error = UNVOUCHED_LIMITED;
  } else if (input.kind !== 'signup_confirmation') {
    const due = options.holdUntil && options.holdUntil > now ? options.holdUntil : now;
    const until = quietUntil(due, deps.messaging.quietHours, deps.businessTz) ?? (due > now ? due : null);
    if (until) {
      status = 'held';
      dueAt = until.toISOString();
    }
  }
  const result = q.insert.run({
    customerId: customer.id,
    kind: input.kind,
    channel,
    recipient: channel === 'sms' ? (phone ?? customer.phone) : customer.email,
    subject: channel === 'email' ? rendered.subject : null,
    body: channel === 'sms' ? rendered.text : rendered.email,
    status,
    error,
    causeKey,
    createdAt,
    dueAt,
    previousCollection: options.previousCollection ?? null,
  });
  return result.changes > 0;
}
