import { type Message, type MessageChannel, messages } from '@bin-valet/schema';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Store } from '../db/connection';
import type { MessagingConfig } from '../env';
import { turnedOff } from './choices';
import { NO_EMAIL_PROVIDER, NO_SMS_PROVIDER } from './outbox';
import { type Delivery, sendEmail, sendSms } from './providers';

/**
 * The sender: per channel, one due message at a time, oldest first. A message stays `queued` while its request
 * is in flight and becomes `sent` in the same statement that stores the provider's id, so a kill
 * between the provider's answer and that commit repeats that one message, and nothing is lost
 * (docs/decisions/0018-customer-message-outbox.md).
 */

export interface SenderOptions {
  now?: () => Date;
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A message that still cannot be delivered this long after it was queued is marked failed. */
  giveUpMs?: number;
  /** How often an idle loop looks for due messages (a commit also wakes it). */
  pollMs?: number;
}

export const GIVE_UP_MS = 24 * 60 * 60 * 1000;
const DEFAULTS = { baseDelayMs: 30_000, maxDelayMs: 60 * 60 * 1000, giveUpMs: GIVE_UP_MS, pollMs: 1000 };

/** The delay before attempt `attempts + 1`, after `attempts` tries. */
export const backoffMs = (attempts: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/** Said on a message the customer turned off after it was queued. */
export const OPTED_OUT = 'Not sent: the customer turned these messages off';

const CHANNELS = ['sms', 'email'] as const satisfies readonly MessageChannel[];

function deliver(config: MessagingConfig, message: Message, signal: AbortSignal): Promise<Delivery> | null {
  const timeout = config.providerTimeoutMs;
  if (message.channel === 'sms') return config.sms ? sendSms(config.sms, message, timeout, signal) : null;
  return config.smtp ? sendEmail(config.smtp, message, timeout, signal) : null;
}

/**
 * Texts and e-mails go out on separate lanes, each its own loop, so a mail server that is slow or
 * stuck never holds a text back (and the other way round).
 */
export function createSender(store: Store, config: MessagingConfig, options: SenderOptions = {}) {
  const opts = { ...DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  let stopped = false;
  // Stopping aborts the calls in flight: their messages stay queued and go out after the restart.
  let stopping = new AbortController();
  const running = new Map<MessageChannel, Promise<void>>();
  const wakes = new Set<() => void>();

  // Prepared once: the loop looks after every commit, and building the query cost more than running it.
  const nextDueQuery = store.orm
    .select()
    .from(messages)
    .where(
      and(
        inArray(messages.status, ['queued', 'held']),
        lte(messages.nextAttemptAt, sql.placeholder('at')),
        inArray(messages.channel, [sql.placeholder('c1'), sql.placeholder('c2')]),
      ),
    )
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(1)
    .prepare();
  const nextDue = (at: string, channel?: MessageChannel) =>
    nextDueQuery.get({ at, c1: channel ?? 'sms', c2: channel ?? 'email' });

  /** Only a row still waiting is changed, so an answer never overwrites what the office did meanwhile. */
  const settle = (id: number, values: Partial<typeof messages.$inferInsert>) =>
    store.write((db) =>
      db
        .update(messages)
        .set(values)
        .where(and(eq(messages.id, id), inArray(messages.status, ['queued', 'held'])))
        .run(),
    );

  /** Sends the oldest due message (of `channel`, or of either), if any; resolves whether there was one. */
  async function sendNext(channel?: MessageChannel): Promise<boolean> {
    const message = nextDue(now().toISOString(), channel);
    if (!message) return false;
    // The customer may have turned these off since the message was queued.
    if (turnedOff(store.orm, message.customerId, message.kind)) {
      settle(message.id, { status: 'not_sent', error: OPTED_OUT });
      return true;
    }
    const delivery = await deliver(config, message, stopping.signal);
    // Stopped mid-call: the answer is unknown, so the message stays as it was and is tried after a restart.
    if (stopping.signal.aborted) return false;
    const at = now();
    const attempts = message.attempts + 1;
    if (!delivery) {
      const error = message.channel === 'sms' ? NO_SMS_PROVIDER : NO_EMAIL_PROVIDER;
      settle(message.id, { status: 'not_sent', error });
    } else if (delivery.outcome === 'sent') {
      settle(message.id, {
        status: 'sent',
        providerId: delivery.providerId,
        sentAt: at.toISOString(),
        attempts,
        error: null,
      });
    } else if (delivery.outcome === 'refused') {
      settle(message.id, { status: 'failed', error: delivery.reason, attempts });
    } else if (at.getTime() - Date.parse(message.queuedAt) >= opts.giveUpMs) {
      settle(message.id, { status: 'failed', error: `Gave up after 24 hours: ${delivery.reason}`, attempts });
    } else {
      // The provider's Retry-After wins when it asks for longer than the backoff (up to the cap).
      const asked = Math.min(delivery.retryAfterMs ?? 0, opts.maxDelayMs);
      const delay = Math.max(backoffMs(attempts, opts.baseDelayMs, opts.maxDelayMs), asked);
      const retryAt = new Date(at.getTime() + delay);
      settle(message.id, {
        status: 'queued',
        error: `Will retry: ${delivery.reason}`,
        attempts,
        nextAttemptAt: retryAt.toISOString(),
      });
    }
    return true;
  }

  /** Sends every message due now on one lane, or on both one after the other (tests). */
  async function drain(channel?: MessageChannel): Promise<number> {
    let n = 0;
    for (const c of channel ? [channel] : CHANNELS) while (!stopped && (await sendNext(c))) n++;
    return n;
  }

  async function lane(channel: MessageChannel) {
    while (!stopped) {
      try {
        await drain(channel);
      } catch (err) {
        console.error(`[messages] ${channel} sender error:`, err);
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          wakes.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, opts.pollMs);
        wakes.add(wake);
      });
    }
  }

  let unsubscribe: (() => void) | null = null;
  return {
    sendNext,
    drain,
    start() {
      if (running.size) return;
      stopped = false;
      stopping = new AbortController();
      unsubscribe = store.onCommit(() => {
        for (const wake of [...wakes]) wake();
      });
      for (const c of CHANNELS) running.set(c, lane(c));
    },
    /** Stops both lanes; a call in flight is cut short and its message stays queued. */
    async stop() {
      stopped = true;
      stopping.abort();
      for (const wake of [...wakes]) wake();
      await Promise.all(running.values());
      running.clear();
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
