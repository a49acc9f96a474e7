import { type Message, messages } from '@bin-valet/schema';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Store } from '../db/connection';
import type { MessagingConfig } from '../env';
import { NO_EMAIL_PROVIDER, NO_SMS_PROVIDER } from './outbox';
import { type Delivery, sendEmail, sendSms } from './providers';

/**
 * The sender loop: one due message at a time, oldest first. A message stays `queued` while its request
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

async function deliver(config: MessagingConfig, message: Message): Promise<Delivery | null> {
  if (message.channel === 'sms') return config.sms ? sendSms(config.sms, message) : null;
  return config.smtp ? sendEmail(config.smtp, message) : null;
}

export function createSender(store: Store, config: MessagingConfig, options: SenderOptions = {}) {
  const opts = { ...DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let running: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  // Prepared once: the loop looks after every commit, and building the query cost more than running it.
  const nextDueQuery = store.orm
    .select()
    .from(messages)
    .where(and(inArray(messages.status, ['queued', 'held']), lte(messages.nextAttemptAt, sql.placeholder('at'))))
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(1)
    .prepare();
  const nextDue = (at: string) => nextDueQuery.get({ at });

  /** Only a row still waiting is changed, so an answer never overwrites what the office did meanwhile. */
  const settle = (id: number, values: Partial<typeof messages.$inferInsert>) =>
    store.write((db) =>
      db
        .update(messages)
        .set(values)
        .where(and(eq(messages.id, id), inArray(messages.status, ['queued', 'held'])))
        .run(),
    );

  /** Sends the oldest due message, if any; resolves whether there was one. */
  async function sendNext(): Promise<boolean> {
    const message = nextDue(now().toISOString());
    if (!message) return false;
    const delivery = await deliver(config, message);
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

  /** Sends every message due now (tests, and each turn of the loop). */
  async function drain(): Promise<number> {
    let n = 0;
    while (!stopped && (await sendNext())) n++;
    return n;
  }

  async function loop() {
    const unsubscribe = store.onCommit(() => wake?.());
    try {
      while (!stopped) {
        try {
          await drain();
        } catch (err) {
          console.error('[messages] sender error:', err);
        }
        if (stopped) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, opts.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    } finally {
      unsubscribe();
    }
  }

  return {
    sendNext,
    drain,
    start() {
      stopped = false;
      running ??= loop();
    },
    /** Stops after the message in flight, if any, is settled. */
    async stop() {
      stopped = true;
      wake?.();
      await running;
      running = null;
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
