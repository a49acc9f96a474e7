import { type EmployeeDto, employees } from '@bin-valet/schema';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../../app-env';
import { hasRole, MANAGER } from '../../../auth/guard';
import { forbidden, notFound } from '../../../http/errors';

/** Columns an API answer may show: never the password hash or the session epoch (api-types EmployeeDto). */
const { passwordHash: _hash, sessionEpoch: _epoch, ...publicColumns } = getTableColumns(employees);
export const employeeDtoColumns = publicColumns;

/** What crew may read about a colleague: a name to recognise and a role. */
export type ColleagueDto = Pick<EmployeeDto, 'name' | 'role'>;

export const isManager = (c: Context<AppEnv>) => hasRole(c.get('user'), MANAGER);

/**
 * The employee page is the manager's, but an employee may read their own profile, assignments,
 * performance and time off (docs/architecture.md §7.4). Someone else's id is a 403 before any lookup,
 * so ids are not probed.
 */
export function requireManagerOrSelf(c: Context<AppEnv>, employeeId: number) {
  if (!isManager(c) && c.get('user').id !== employeeId) throw forbidden();
}

export function findEmployeeDto(c: Context<AppEnv>, id: number): EmployeeDto | undefined {
  return c.get('store').orm.select(employeeDtoColumns).from(employees).where(eq(employees.id, id)).get();
}

export function employeeDtoOr404(c: Context<AppEnv>, id: number): EmployeeDto {
  const row = findEmployeeDto(c, id);
  if (!row) throw notFound();
  return row;
}
