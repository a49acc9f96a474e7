import { randomBytes } from 'node:crypto';
import { SESSION_ABSOLUTE_DAYS, SESSION_DAYS, sessions } from '@bin-valet/schema';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import type { AppEnv } from '../app-env';
import type { Orm } from '../db/connection';

export const SESSION_COOKIE = 'bv_session';
const MAX_AGE_S = SESSION_DAYS * 24 * 60 * 60;
/** A token older than this is re-issued on use, so an active session lasts until its absolute end. */
const REFRESH_AFTER_S = 24 * 60 * 60;

const ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * 24 * 60 * 60 * 1000;

export interface SessionClaims {
  employeeId: number;
  epoch: number;
  issuedAt: number;
  /** The server-side session row the token belongs to. */
  sessionId: string;
}

/** Live sign-ins one account may hold; a new one ends the oldest beyond this. */
export const MAX_SESSIONS_PER_ACCOUNT = 10;

/**
 * Opens a session row for a fresh sign-in; expired rows are swept on the way, and the account's oldest
 * live sessions beyond MAX_SESSIONS_PER_ACCOUNT are ended (each one could hold streams and caches).
 */
export function openSessionRow(db: Orm, employeeId: number, now = Date.now()): { id: string; expiresAt: number } {
  const row = { id: randomBytes(18).toString('base64url'), employeeId, expiresAt: now + ABSOLUTE_MS };
  db.delete(sessions).where(lt(sessions.expiresAt, now)).run();
  db.insert(sessions).values(row).run();
  const live = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.employeeId, employeeId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.createdAt), desc(sql`rowid`))
    .all();
  const oldest = live.slice(MAX_SESSIONS_PER_ACCOUNT).map((s) => s.id);
  if (oldest.length > 0) db.update(sessions).set({ revokedAt: now }).where(inArray(sessions.id, oldest)).run();
  return row;
}

/** Ends one session on the server: its cookie answers 401 from now on, wherever it was copied. */
export function revokeSessionRow(db: Orm, sessionId: string, now = Date.now()) {
  db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId)).run();
}

/**
 * Sets the cookie for `session`. The token lives SESSION_DAYS and is re-issued while used, but never
 * past the session's absolute end.
 */
export async function issueSession(
  c: Context<AppEnv>,
  employeeId: number,
  epoch: number,
  session: { id: string; expiresAt: number },
) {
  const config = c.get('config');
  const nowS = Math.floor(Date.now() / 1000);
  const expS = Math.min(nowS + MAX_AGE_S, Math.floor(session.expiresAt / 1000));
  const token = await new SignJWT({ ep: epoch, sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(employeeId))
    .setIssuedAt(nowS)
    .setExpirationTime(expS)
    .sign(config.sessionSecret);
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.max(0, expS - nowS),
  });
}

export function clearSession(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.get('config').secureCookies });
}

/**
 * Tokens already verified, with their claims: a crew's phone presents the same token hundreds of times
 * a day (docs/decisions/0014-per-request-overhead.md). The expiry is still checked on every use; the employee row
 * (active, session epoch) is read on every request by the guard, so a revoked session ends at once.
 */
const VERIFIED_MAX = 2_000;
const verified = new WeakMap<Uint8Array, Map<string, SessionClaims & { expiresAt: number }>>();

function verifiedTokens(secret: Uint8Array) {
  let map = verified.get(secret);
  if (!map) {
    map = new Map();
    verified.set(secret, map);
  }
  return map;
}

export async function readSession(c: Context<AppEnv>): Promise<SessionClaims | undefined> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return undefined;
  const secret = c.get('config').sessionSecret;
  const known = verifiedTokens(secret);
  const hit = known.get(token);
  if (hit) {
    if (hit.expiresAt > Date.now() / 1000)
      return { employeeId: hit.employeeId, epoch: hit.epoch, issuedAt: hit.issuedAt, sessionId: hit.sessionId };
    known.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const employeeId = Number(payload.sub);
    const epoch = payload.ep;
    const sessionId = payload.sid;
    if (
      !Number.isSafeInteger(employeeId) ||
      typeof epoch !== 'number' ||
      typeof sessionId !== 'string' ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number'
    )
      return undefined;
    const claims: SessionClaims = { employeeId, epoch, issuedAt: payload.iat, sessionId };
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value as string);
    known.set(token, { ...claims, expiresAt: payload.exp });
    return claims;
  } catch {
    return undefined;
  }
}

export const needsRefresh = (claims: SessionClaims) => Date.now() / 1000 - claims.issuedAt > REFRESH_AFTER_S;
