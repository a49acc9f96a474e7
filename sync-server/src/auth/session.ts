import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_DAYS } from '../../../schema';
import type { AppEnv } from '../app-env';

export const SESSION_COOKIE = 'bv_session';
const MAX_AGE_S = SESSION_DAYS * 24 * 60 * 60;
/** A token older than this is re-issued on use, so an active session never expires (DESIGN.md §3). */
const REFRESH_AFTER_S = 24 * 60 * 60;

export interface SessionClaims {
  employeeId: number;
  epoch: number;
  issuedAt: number;
}

export async function issueSession(c: Context<AppEnv>, employeeId: number, epoch: number) {
  const config = c.get('config');
  const token = await new SignJWT({ ep: epoch })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(employeeId))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_DAYS}d`)
    .sign(config.sessionSecret);
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: MAX_AGE_S,
  });
}

export function clearSession(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.get('config').secureCookies });
}

/**
 * Tokens already verified, with their claims. Checking the HMAC through WebCrypto was the largest
 * single cost of a cached crew view (~0.15 ms a request, profiled), and a crew's phone presents the
 * same token hundreds of times a day. The expiry is still checked on every use; the employee row
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
      return { employeeId: hit.employeeId, epoch: hit.epoch, issuedAt: hit.issuedAt };
    known.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const employeeId = Number(payload.sub);
    const epoch = payload.ep;
    if (
      !Number.isSafeInteger(employeeId) ||
      typeof epoch !== 'number' ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number'
    )
      return undefined;
    const claims: SessionClaims = { employeeId, epoch, issuedAt: payload.iat };
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value as string);
    known.set(token, { ...claims, expiresAt: payload.exp });
    return claims;
  } catch {
    return undefined;
  }
}

export const needsRefresh = (claims: SessionClaims) => Date.now() / 1000 - claims.issuedAt > REFRESH_AFTER_S;
