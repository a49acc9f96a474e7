import { type Employee, employees, type Role } from '@bin-valet/schema';
import { and, eq, ne } from 'drizzle-orm';
import type { SessionUser } from '../../../app-env';
import type { Orm } from '../../../db/connection';
import { forbidden } from '../../../http/errors';

export const INTEGRITY_MSG = {
  ownRole: 'You cannot change your own role',
  adminRole: 'Only an admin can grant or remove the admin role',
  adminAccount: 'Only an admin can deactivate, delete or reset the password of an admin account',
  lastAdmin: 'This is the last active admin account: it cannot be demoted, deactivated or deleted',
} as const;

const isAdmin = (role: string) => role.toLowerCase() === 'admin';

/** True when another active admin exists, so `target` is not the last one. */
function anotherActiveAdmin(db: Orm, target: Employee): boolean {
  return (
    db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.role, 'admin'), eq(employees.isActive, true), ne(employees.id, target.id)))
      .get() !== undefined
  );
}

/**
 * Account changes that could take over or lock out the product: only an admin touches admin accounts
 * or the admin role, nobody changes their own role, and the last active admin always stays one.
 */
export function refuseAccountTakeover(
  db: Orm,
  me: SessionUser,
  target: Employee,
  change: { role?: Role; isActive?: boolean; remove?: boolean; resetPassword?: boolean },
) {
  const roleChanges = change.role !== undefined && change.role.toLowerCase() !== target.role.toLowerCase();
  if (roleChanges && target.id === me.id) throw forbidden(INTEGRITY_MSG.ownRole);
  if (roleChanges && (isAdmin(change.role as string) || isAdmin(target.role)) && !isAdmin(me.role))
    throw forbidden(INTEGRITY_MSG.adminRole);
  const endsAdmin = change.remove === true || (change.isActive === false && target.isActive);
  if (isAdmin(target.role) && (endsAdmin || change.resetPassword) && !isAdmin(me.role))
    throw forbidden(INTEGRITY_MSG.adminAccount);
  const demotes = roleChanges && isAdmin(target.role);
  if (isAdmin(target.role) && target.isActive && (demotes || endsAdmin) && !anotherActiveAdmin(db, target))
    throw forbidden(INTEGRITY_MSG.lastAdmin);
}
