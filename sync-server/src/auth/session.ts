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

export async function readSession(c: Context<AppEnv>): Promise<SessionClaims | undefined> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, c.get('config').sessionSecret, { algorithms: ['HS256'] });
    const employeeId = Number(payload.sub);
    const epoch = payload.ep;
    if (!Number.isSafeInteger(employeeId) || typeof epoch !== 'number' || typeof payload.iat !== 'number')
      return undefined;
    return { employeeId, epoch, issuedAt: payload.iat };
  } catch {
    return undefined;
  }
}

export const needsRefresh = (claims: SessionClaims) => Date.now() / 1000 - claims.issuedAt > REFRESH_AFTER_S;
