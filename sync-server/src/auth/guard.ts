import { employees, type Role } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../app-env';
import type { Store } from '../db/connection';
import { guardStatements } from '../db/raw-sql';
import { forbidden, unauthorized } from '../http/errors';
import { issueSession, needsRefresh, readSession } from './session';

/**
 * Resolves the session to a live employee. Logout, the session's absolute end, deactivation, a role
 * change and a password change each end it.
 */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | undefined> {
  const claims = await readSession(c);
  if (!claims) return undefined;
  // Read on every authenticated request: a plain statement (docs/decisions/0007-raw-sql-on-hot-paths.md).
  const row = guardStatements(c.get('store').orm).employeeBySession.get(claims.sessionId, claims.employeeId);
  if (!row?.isActive || row.sessionEpoch !== claims.epoch) return undefined;
  if (row.revokedAt !== null || row.expiresAt <= Date.now()) return undefined;
  if (needsRefresh(claims))
    await issueSession(c, row.id, row.sessionEpoch, { id: claims.sessionId, expiresAt: row.expiresAt });
  c.set('sessionId', claims.sessionId);
  const user: SessionUser = { id: row.id, username: row.username, role: row.role as Role };
  return user;
}

/**
 * What GET /api/auth/me answers for a signed-in user: who they are, and whether the office chose their
 * password (then the screens ask for a new one first). The crew's server-rendered page carries the same.
 */
export function meAnswer(store: Store, user: SessionUser): { user: SessionUser & { mustChangePassword: boolean } } {
  const row = store.orm
    .select({ mustChangePassword: employees.mustChangePassword })
    .from(employees)
    .where(eq(employees.id, user.id))
    .get();
  return { user: { ...user, mustChangePassword: row?.mustChangePassword ?? false } };
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user) throw unauthorized();
  c.set('user', user);
  await next();
});

/** Roles compare case-insensitively and admin passes every guard (docs/architecture.md §7.4). */
export const hasRole = (user: Pick<SessionUser, 'role'>, roles: readonly Role[]) =>
  user.role.toLowerCase() === 'admin' || roles.some((r) => r.toLowerCase() === user.role.toLowerCase());

export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    let user = c.get('user') as SessionUser | undefined;
    if (!user) {
      user = await currentUser(c);
      if (!user) throw unauthorized();
      c.set('user', user);
    }
    if (!hasRole(user, roles)) throw forbidden();
    await next();
  });

/** Office roles (docs/architecture.md §7.4). */
export const OFFICE: Role[] = ['customer_service', 'manager'];
export const MANAGER: Role[] = ['manager'];
export const STAFF: Role[] = ['crew', 'customer_service', 'manager'];
