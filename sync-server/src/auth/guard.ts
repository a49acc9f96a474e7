import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../../schema';
import type { AppEnv, SessionUser } from '../app-env';
import type { Orm } from '../db/connection';
import { oncePer } from '../db/once-per';
import { forbidden, unauthorized } from '../http/errors';
import { issueSession, needsRefresh, readSession } from './session';

interface EmployeeAuthRow {
  id: number;
  username: string;
  role: string;
  isActive: number;
  sessionEpoch: number;
  expiresAt: number;
  revokedAt: number | null;
}

/**
 * Read on every authenticated request, so a plain statement prepared once per database
 * (docs/decisions/0007-raw-sql-on-hot-paths.md).
 */
const employeeStatement = oncePer((orm: Orm) =>
  orm.$client.prepare<[string, number], EmployeeAuthRow>(
    `SELECT e.id, e.username, e.role, e.is_active AS isActive, e.session_epoch AS sessionEpoch,
            s.expires_at AS expiresAt, s.revoked_at AS revokedAt
       FROM sessions s JOIN employees e ON e.id = s.employee_id
      WHERE s.id = ? AND e.id = ?`,
  ),
);

/**
 * Resolves the session to a live employee. Logout, the session's absolute end, deactivation, a role
 * change and a password change each end it.
 */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | undefined> {
  const claims = await readSession(c);
  if (!claims) return undefined;
  const row = employeeStatement(c.get('store').orm).get(claims.sessionId, claims.employeeId);
  if (!row?.isActive || row.sessionEpoch !== claims.epoch) return undefined;
  if (row.revokedAt !== null || row.expiresAt <= Date.now()) return undefined;
  if (needsRefresh(claims))
    await issueSession(c, row.id, row.sessionEpoch, { id: claims.sessionId, expiresAt: row.expiresAt });
  c.set('sessionId', claims.sessionId);
  const user: SessionUser = { id: row.id, username: row.username, role: row.role as Role };
  return user;
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user) throw unauthorized();
  c.set('user', user);
  await next();
});

/** Roles compare case-insensitively and admin passes every guard (docs/architecture.md §7.4). */
export const hasRole = (user: SessionUser, roles: readonly Role[]) =>
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
