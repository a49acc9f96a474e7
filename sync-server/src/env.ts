import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_BUSINESS_TZ, MONTH_NAMES } from '@bin-valet/schema';

/** The only reader of process.env (docs/architecture.md §9). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  sessionSecret: Uint8Array;
  publicUrl: string;
  secureCookies: boolean;
  businessTz: string;
  contactPhone: string;
  contactEmail: string;
  productName: string;
  logRequests: boolean;
  /** Where the built PWA lives; the server serves it with an SPA fallback. */
  distDir: string;
  /** Accepted anonymous signups per address per hour; 0 turns the limit off. */
  signupRateLimit: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are trusted (0: none). */
  trustProxy: number;
  /** The most memory the answer cache may hold, in bytes (ANSWER_CACHE_MB). */
  answerCacheBytes: number;
  messaging: MessagingConfig;
  /** Curb photos older than this many days are removed daily. */
  photoRetentionDays: number;
  /** A Nominatim-compatible geocoder's base URL (its `/search` is asked); null: no background geocoding. */
  geocoderUrl: string | null;
  /** The month the public pages name for the free trial ('July'); null: no trial month is named. */
  freeTrialMonth: string | null;
  /** Billing on Stripe; null when STRIPE_SECRET_KEY is unset (billing off, payments recorded by hand). */
  billing: BillingConfig | null;
  /** Collections completed before the monthly plan starts charging (PLAN_FREE_JOBS). */
  planFreeJobs: number;
}

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string | null;
  priceId: string | null;
  /** Where the `stripe` client connects; tests point it at the local Stripe-compatible server. */
  api: { protocol: 'http' | 'https'; host: string; port: number };
}

/** Customer texts and e-mails (docs/decisions/0018-customer-message-outbox.md); a provider left unset sends nothing. */
export interface MessagingConfig {
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | null;
  smtp: { url: string; from: string } | null;
  /** Business-time minutes after midnight; null when MESSAGE_QUIET_HOURS is `off`. */
  quietHours: { start: number; end: number } | null;
  /** How long one provider call may take to connect, and then to answer each step. */
  providerTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

function portFrom(raw: string | undefined): number {
  const port = Number(raw ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return port;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  const n = Number(raw ?? fallback);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return n;
}

/** 127.0.0.0/8, ::1 and localhost: only a proxy on this machine can then reach the server. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

/**
 * X-Forwarded-For is believed only when a proxy is the server's only caller; bound to a public address,
 * anyone could forge it and slip past the sign-in and signup limits.
 */
function trustProxyFrom(env: Env, host: string): number {
  const hops = wholeNumber('TRUST_PROXY', env.TRUST_PROXY, 0);
  if (hops > 0 && !isLoopbackHost(host) && env.TRUST_PROXY_FORCE !== '1')
    throw new Error(
      `TRUST_PROXY=${hops} with HOST=${host}: anyone reaching the server directly could forge X-Forwarded-For. ` +
        'Bind HOST to 127.0.0.1 (or ::1) with the proxy on the same machine, or set TRUST_PROXY_FORCE=1 if a firewall lets only the proxy reach the server.',
    );
  return hops;
}

/** The answer cache's bound, in MB (docs/decisions/0009). */
function cacheBytesFrom(raw: string | undefined): number {
  const mb = Number(raw || 64);
  if (!Number.isInteger(mb) || mb < 1)
    throw new Error(`ANSWER_CACHE_MB must be a whole number of MB ≥ 1, got "${raw}"`);
  return mb * 1024 * 1024;
}

function positiveDays(raw: string | undefined): number {
  const n = Number(raw || 365);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`PHOTO_RETENTION_DAYS must be a whole number of days ≥ 1, got "${raw}"`);
  return n;
}

/** Billing is on only with a secret key; the API URL sets the `stripe` client's host, port and protocol. */
export function billingFrom(env: Env): BillingConfig | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const raw = env.STRIPE_API_URL || 'https://api.stripe.com';
  let url: URL;
  try {
    url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new Error(`STRIPE_API_URL must be an http(s) URL, got "${raw}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    priceId: env.STRIPE_PRICE_ID || null,
    api: { protocol, host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)) },
  };
}

function geocoderUrlFrom(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new Error(`GEOCODER_URL must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** FREE_TRIAL_MONTH: a month's English name in any case, or 'off'; written back capitalised. */
export function freeTrialMonthFrom(raw: string | undefined): string | null {
  const value = (raw ?? 'July').trim();
  if (value.toLowerCase() === 'off') return null;
  const month = MONTH_NAMES.find((m) => m.toLowerCase() === value.toLowerCase());
  if (!month) throw new Error(`FREE_TRIAL_MONTH must be a month name (e.g. July) or off, got "${raw}"`);
  return month;
}

function validTimeZone(tz: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    throw new Error(`BUSINESS_TZ must be an IANA time zone such as America/Los_Angeles, got "${tz}"`);
  }
}

/** SESSION_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
function sessionSecret(raw: string | undefined, dataDir: string): Uint8Array {
  if (raw) return new TextEncoder().encode(raw);
  const file = resolve(dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function clock(part: string, raw: string): number {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(part.trim());
  if (!m) throw new Error(`MESSAGE_QUIET_HOURS must be HH:MM-HH:MM or off, got "${raw}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function quietHoursFrom(raw: string | undefined): MessagingConfig['quietHours'] {
  const value = (raw ?? '21:00-08:00').trim();
  if (value.toLowerCase() === 'off') return null;
  const parts = value.split('-');
  if (parts.length !== 2) throw new Error(`MESSAGE_QUIET_HOURS must be HH:MM-HH:MM or off, got "${raw}"`);
  const start = clock(parts[0], value);
  const end = clock(parts[1], value);
  return start === end ? null : { start, end };
}

function messagingFrom(env: Env, contactEmail: string, productName: string): MessagingConfig {
  const apiUrl = (env.SMS_API_URL || 'https://api.twilio.com').replace(/\/+$/, '');
  const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = env;
  const sms = accountSid && authToken && from ? { apiUrl, accountSid, authToken, from } : null;
  if (sms) {
    try {
      new URL(apiUrl);
    } catch {
      throw new Error(`SMS_API_URL must be an absolute URL, got "${apiUrl}"`);
    }
  }
  let smtp: MessagingConfig['smtp'] = null;
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    smtp = { url: env.SMTP_URL, from: env.MAIL_FROM || `Magnolia ${productName} <${contactEmail}>` };
  }
  const providerTimeoutMs = wholeNumber('MESSAGE_PROVIDER_TIMEOUT_MS', env.MESSAGE_PROVIDER_TIMEOUT_MS, 10_000);
  if (providerTimeoutMs < 1) throw new Error('MESSAGE_PROVIDER_TIMEOUT_MS must be at least 1');
  return { sms, smtp, quietHours: quietHoursFrom(env.MESSAGE_QUIET_HOURS), providerTimeoutMs };
}

/** DATA_DIR as configured, resolved; also for error messages when loadConfig itself fails. */
export const configuredDataDir = (env: Env = process.env) => resolve(env.DATA_DIR ?? './data');

export function loadConfig(env: Env = process.env): Config {
  const port = portFrom(env.PORT);
  const dataDir = configuredDataDir(env);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  const contactEmail = env.CONTACT_EMAIL ?? 'hello@magnoliabinvalet.example';
  const productName = env.PRODUCT_NAME ?? 'Bin Valet';
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir,
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionSecret: sessionSecret(env.SESSION_SECRET, dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    businessTz: validTimeZone(env.BUSINESS_TZ ?? DEFAULT_BUSINESS_TZ),
    contactPhone: env.CONTACT_PHONE ?? '(206) 555-0142',
    contactEmail,
    productName,
    logRequests: env.NODE_ENV !== 'test' && env.LOG_REQUESTS !== '0',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    signupRateLimit: wholeNumber('SIGNUP_RATE_LIMIT', env.SIGNUP_RATE_LIMIT, 10),
    trustProxy: trustProxyFrom(env, host),
    answerCacheBytes: cacheBytesFrom(env.ANSWER_CACHE_MB),
    messaging: messagingFrom(env, contactEmail, productName),
    photoRetentionDays: positiveDays(env.PHOTO_RETENTION_DAYS),
    geocoderUrl: geocoderUrlFrom(env.GEOCODER_URL),
    freeTrialMonth: freeTrialMonthFrom(env.FREE_TRIAL_MONTH),
    billing: billingFrom(env),
    planFreeJobs: wholeNumber('PLAN_FREE_JOBS', env.PLAN_FREE_JOBS, 2),
  };
}
