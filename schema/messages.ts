import * as v from 'valibot';

/** Customer messages as the office API answers them (GET /api/customers/{id}/messages). */
export const MESSAGE_KINDS = [
  'signup_confirmation',
  'bins_out',
  'bins_back',
  'missed',
  'collection_request',
  'schedule_change',
  'on_my_way',
  'request_answer',
  'service_cancelled',
  'payment_failed',
  'card_needed',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_STATUSES = ['queued', 'held', 'sent', 'failed', 'not_sent', 'sent_by_hand', 'dismissed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type MessageChannel = 'sms' | 'email';

export interface CustomerMessage {
  id: number;
  kind: MessageKind;
  channel: MessageChannel;
  to: string;
  body: string;
  status: MessageStatus;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
  /** Who marked it sent by hand or dismissed, and when; null otherwise. */
  handledBy: string | null;
  handledAt: string | null;
}

/** A failed or not-sent message in the office's cross-customer list. */
export interface UndeliveredMessage extends CustomerMessage {
  customerId: number;
  customerName: string;
}

/** How many messages need the office: failed ones, and ones never sent for want of a provider. */
export interface UndeliveredCounts {
  failed: number;
  notSent: number;
}

/** GET /api/messages/undelivered: the counts, and the newest of those messages (at most `limit`). */
export interface UndeliveredList extends UndeliveredCounts {
  limit: number;
  messages: UndeliveredMessage[];
  /** Which providers are configured: a message whose channel has none cannot be retried. */
  providers: { sms: boolean; email: boolean };
}

/** How the office settled an undelivered message itself. */
export const MESSAGE_OUTCOMES = ['sent_by_hand', 'dismissed'] as const;
export type MessageOutcome = (typeof MESSAGE_OUTCOMES)[number];

/** Body of POST /api/messages/{id}/handled. */
export const messageHandledSchema = v.object({
  outcome: v.picklist(MESSAGE_OUTCOMES, 'outcome must be sent_by_hand or dismissed'),
});

/** Whether the customer gets the "bins at the curb" / "bins are back" messages. */
export interface MessagePreferences {
  binMoves: boolean;
}

export const messagePreferencesSchema = v.object({ binMoves: v.boolean('binMoves must be true or false') });

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  signup_confirmation: 'Signup confirmation',
  bins_out: 'Bins at the curb',
  bins_back: 'Bins back',
  missed: 'Missed service',
  collection_request: 'Collection request',
  schedule_change: 'Schedule change',
  on_my_way: 'On my way',
  request_answer: 'Answer to a request',
  service_cancelled: 'Service cancelled',
  payment_failed: 'Payment failed',
  card_needed: 'Card needed',
};
