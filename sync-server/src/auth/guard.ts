import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { employees, type Role } from '../../../schema';
import type { AppEnv, SessionUser } from '../app-env';
import type { Orm } from '../db/connection';
import { forbidden, unauthorized } from '../http/errors';
import { issueSession, needsRefresh, readSession } from './session';

const statements = new WeakMap<Orm, ReturnType<typeof prepareEmployee>>();
const prepareEmployee = (orm: Orm) =>
  orm
    .select({
      id: employees.id,
      username: employees.username,
      role: employees.role,
      isActive: employees.isActive,
      sessionEpoch: employees.sessionEpoch,
    })
    .from(employees)
    .where(eq(employees.id, sql.placeholder('id')))
    .prepare();

/** Read on every authenticated request: prepared once per database rather than built each time. */
function employeeStatement(orm: Orm) {
  let statement = statements.get(orm);
  if (!statement) {
    statement = prepareEmployee(orm);
    statements.set(orm, statement);
  }
  return statement;
}

/** Resolves the session to a live employee; a deactivated account or a changed password ends it. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | undefined> {
  const claims = await readSession(c);
  if (!claims) return undefined;
  const row = employeeStatement(c.get('store').orm).get({ id: claims.employeeId });
  if (!row?.isActive || row.sessionEpoch !== claims.epoch) return undefined;
  if (needsRefresh(claims)) await issueSession(c, row.id, row.sessionEpoch);
  const user: SessionUser = { id: row.id, username: row.username, role: row.role as Role };
  return user;
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user) throw unauthorized();
  c.set('user', user);
  await next();
});

/** Roles compare case-insensitively and admin passes every guard (spec §2, §6). */
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

/** Office roles of DESIGN.md §3. */
export const OFFICE: Role[] = ['customer_service', 'manager'];
export const MANAGER: Role[] = ['manager'];
export const STAFF: Role[] = ['crew', 'customer_service', 'manager'];
