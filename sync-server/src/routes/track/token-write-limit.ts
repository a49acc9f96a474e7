import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Store } from '../../db/connection';
import { HttpError } from '../../http/errors';

export const TOKEN_WRITES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
export const TOO_MANY_CHANGES = 'Too many changes from this link. Please try again in an hour.';

/** Accepted writes per tracking token in the last hour; one ledger per database, kept in memory. */
const ledgers = new WeakMap<Store, Map<string, number[]>>();

function recent(store: Store, token: string, now: number): number[] {
  let ledger = ledgers.get(store);
  if (!ledger) {
    ledger = new Map();
    ledgers.set(store, ledger);
  }
  const kept = (ledger.get(token) ?? []).filter((t) => now - t < HOUR_MS);
  ledger.set(token, kept);
  return kept;
}

/**
 * A leaked link cannot churn a customer's schedule: 30 accepted writes an hour per token, across every
 * self-service call. Refused and failed calls cost nothing, so a customer's typo never locks them out.
 */
export const tokenWriteLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.req.param('token') ?? '';
  const store = c.get('store');
  if (recent(store, token, Date.now()).length >= TOKEN_WRITES_PER_HOUR) throw new HttpError(429, TOO_MANY_CHANGES);
  await next();
  if (c.res.status < 300) recent(store, token, Date.now()).push(Date.now());
};
