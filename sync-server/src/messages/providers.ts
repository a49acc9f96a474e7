import type { Message } from '@bin-valet/schema';
import nodemailer from 'nodemailer';
import type { MessagingConfig } from '../env';

/**
 * The two outside services. Each answer is one of: accepted (with the provider's id), refused for
 * good (the provider's reason, never retried) or worth retrying (rate limit, server error, network).
 */
export type Delivery =
  | { outcome: 'sent'; providerId: string }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'retry'; reason: string; retryAfterMs?: number };

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from now; undefined when absent. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * One call's whole deadline: a provider that trickles its answers still ends here. Connecting and each
 * answer get `timeoutMs` on their own (SMTP speaks several steps, each one answered).
 */
export const callDeadlineMs = (timeoutMs: number) => timeoutMs * 3;

/**
 * The caller's signal (the sender stopping) or a deadline, whichever comes first. A plain timer, not
 * `AbortSignal.any` over `AbortSignal.timeout`: Node may collect the inner timeout signal while the call
 * waits, and the call then hangs for as long as the provider does. `clear` ends the timer once answered.
 */
export function deadlineSignal(ms: number, signal?: AbortSignal): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
  const stop = () => controller.abort(signal?.reason);
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    },
  };
}

/** Twilio's error body is `{ code, message, more_info, status }`; anything else is shown as text. */
async function providerReason(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return typeof body.code === 'number' || typeof body.code === 'string'
        ? `${body.message} (${body.code})`
        : body.message;
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return `HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
}

/** POST {SMS_API_URL}/2010-04-01/Accounts/{sid}/Messages.json with Basic auth and To/From/Body. */
export async function sendSms(
  sms: NonNullable<MessagingConfig['sms']>,
  message: Message,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Delivery> {
  const url = `${sms.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64');
  let res: Response;
  // An HTTP request is one step: connecting and answering share the one timeout.
  const deadline = deadlineSignal(timeoutMs, signal);
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: message.recipient, From: sms.from, Body: message.body }).toString(),
      signal: deadline.signal,
    });
  } catch (err) {
    return { outcome: 'retry', reason: `Could not reach the text provider: ${errorText(err)}` };
  } finally {
    deadline.clear();
  }
  if (res.ok) {
    const body = (await res.json().catch(() => ({}))) as { sid?: unknown };
    return { outcome: 'sent', providerId: typeof body.sid === 'string' ? body.sid : '' };
  }
  const reason = await providerReason(res);
  if (res.status === 429 || res.status >= 500)
    return { outcome: 'retry', reason, retryAfterMs: retryAfterMs(res.headers.get('retry-after')) };
  return { outcome: 'refused', reason };
}

const errorText = (err: unknown) =>
  err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);

type Transport = ReturnType<typeof nodemailer.createTransport>;
const transports = new Map<string, Transport>();

function transportFor(url: string, timeoutMs: number): Transport {
  const key = `${timeoutMs} ${url}`;
  let transport = transports.get(key);
  if (!transport) {
    // nodemailer waits 2 min to connect and 10 min for an answer by default: one stuck server would
    // hold every message behind it that long.
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    });
    transports.set(key, transport);
  }
  return transport;
}

/** Closes cached SMTP connections (tests and shutdown). */
export function closeMailTransports() {
  for (const t of transports.values()) t.close();
  transports.clear();
}

/** One e-mail through SMTP. SMTP's 5xx replies are permanent refusals, 4xx and network errors retry. */
export async function sendEmail(
  smtp: NonNullable<MessagingConfig['smtp']>,
  message: Message,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Delivery> {
  const deadline = deadlineSignal(callDeadlineMs(timeoutMs), signal);
  try {
    const info = await transportFor(smtp.url, timeoutMs).sendMail({
      from: smtp.from,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
      signal: deadline.signal,
    });
    return { outcome: 'sent', providerId: String(info.messageId ?? '') };
  } catch (err) {
    const code = (err as { responseCode?: unknown }).responseCode;
    const reason = errorText(err);
    if (typeof code === 'number' && code >= 500) return { outcome: 'refused', reason };
    return { outcome: 'retry', reason };
  } finally {
    deadline.clear();
  }
}
