import {
  AUTH_MSG,
  type EmployeeDto,
  employeeCreateSchema,
  employeePatchSchema,
  employees,
  resetPasswordSchema,
} from '@bin-valet/schema';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { hasRole, MANAGER, OFFICE, requireAuth, requireRole, STAFF } from '../../../auth/guard';
import { hashPassword } from '../../../auth/password';
import { conflict, notFound } from '../../../http/errors';
import { idParam, readJson } from '../../../http/validate';
import { type ColleagueDto, employeeDtoColumns, employeeDtoOr404, requireManagerOrSelf } from './access';
import { refuseAccountTakeover } from './admin-integrity';
import { employeeChanges } from './employee-patch';
import { employeeAssignments, employeePerformance, employeesWithJobCounts } from './employee-queries';

export const EMPLOYEE_MSG = {
  selfDeactivate: 'You cannot deactivate your own account',
  selfDelete: 'You cannot delete your own account',
  deleted: 'Employee deleted',
  passwordReset: 'Password reset',
} as const;

/**
 * /api/admin/employees*. Fixed paths (active, with-job-counts) are registered before /:id; the time-off
 * paths live in the time-off router, which is mounted first.
 */
export function employeesRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', requireRole(...OFFICE), (c) =>
    c.json<EmployeeDto[]>(c.get('store').orm.select(employeeDtoColumns).from(employees).orderBy(employees.id).all()),
  );

  // Assign Crew dialogs need the active staff list, so any staff member may read it; crew see only
  // names and roles, never a colleague's contact details.
  app.get('/active', requireRole(...STAFF), (c) => {
    const office = hasRole(c.get('user'), OFFICE);
    const columns = office ? employeeDtoColumns : { name: employees.name, role: employees.role };
    const rows = c
      .get('store')
      .orm.select(columns)
      .from(employees)
      .where(eq(employees.isActive, true))
      .orderBy(employees.id)
      .all();
    return c.json<EmployeeDto[] | ColleagueDto[]>(rows);
  });

  app.get('/with-job-counts', requireRole(...MANAGER), (c) => c.json(employeesWithJobCounts(c.get('store').orm)));

  app.post('/', requireRole(...MANAGER), async (c) => {
    const body = await readJson(c, employeeCreateSchema);
    const store = c.get('store');
    const taken = (username: string) =>
      store.orm
        .select({ id: employees.id })
        .from(employees)
        .where(sql`lower(${employees.username}) = lower(${username})`)
        .get();
    if (taken(body.username)) throw conflict(AUTH_MSG.usernameTaken);
    // Hashing is async, so it happens before the (synchronous) transaction; the check is repeated inside.
    const passwordHash = await hashPassword(body.password);
    const created = store.write((db) => {
      if (taken(body.username)) throw conflict(AUTH_MSG.usernameTaken);
      return db
        .insert(employees)
        .values({
          username: body.username,
          passwordHash,
          role: body.role,
          name: body.name || null,
          email: body.email || null,
          phone: body.phone || null,
        })
        .returning({ id: employees.id })
        .get();
    });
    return c.json(employeeDtoOr404(c, created.id), 201);
  });

  app.get('/:id', requireAuth, (c) => {
    const id = idParam(c);
    requireManagerOrSelf(c, id);
    return c.json(employeeDtoOr404(c, id));
  });

  app.patch('/:id', requireRole(...MANAGER), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, employeePatchSchema);
    const me = c.get('user');
    c.get('store').write((db) => {
      const row = db.select().from(employees).where(eq(employees.id, id)).get();
      if (!row) throw notFound();
      if (id === me.id && body.isActive === false) throw conflict(EMPLOYEE_MSG.selfDeactivate);
      refuseAccountTakeover(db, me, row, { role: body.role, isActive: body.isActive });
      const changes = employeeChanges(row, body, c.get('config').businessTz);
      if (Object.keys(changes).length > 0) db.update(employees).set(changes).where(eq(employees.id, id)).run();
    });
    return c.json(employeeDtoOr404(c, id));
  });

  app.delete('/:id', requireRole(...MANAGER), (c) => {
    const id = idParam(c);
    const me = c.get('user');
    if (id === me.id) throw conflict(EMPLOYEE_MSG.selfDelete);
    // Assignments and time off go with the employee through ON DELETE CASCADE.
    const removed = c.get('store').write((db) => {
      const row = db.select().from(employees).where(eq(employees.id, id)).get();
      if (row) refuseAccountTakeover(db, me, row, { remove: true });
      return db.delete(employees).where(eq(employees.id, id)).returning({ id: employees.id }).get();
    });
    if (!removed) throw notFound();
    return c.json({ message: EMPLOYEE_MSG.deleted });
  });

  app.post('/:id/reset-password', requireRole(...MANAGER), async (c) => {
    const id = idParam(c);
    const { newPassword } = await readJson(c, resetPasswordSchema);
    const store = c.get('store');
    const target = store.orm.select().from(employees).where(eq(employees.id, id)).get();
    if (!target) throw notFound();
    refuseAccountTakeover(store.orm, c.get('user'), target, { resetPassword: true });
    const passwordHash = await hashPassword(newPassword);
    // A reset ends every session of the account (docs/architecture.md §7.3).
    const updated = c.get('store').write((db) =>
      db
        .update(employees)
        .set({ passwordHash, sessionEpoch: sql`${employees.sessionEpoch} + 1` })
        .where(eq(employees.id, id))
        .returning({ id: employees.id })
        .get(),
    );
    if (!updated) throw notFound();
    return c.json({ message: EMPLOYEE_MSG.passwordReset });
  });

  app.get('/:id/assignments', requireAuth, (c) => {
    const id = idParam(c);
    requireManagerOrSelf(c, id);
    employeeDtoOr404(c, id);
    return c.json(employeeAssignments(c.get('store').orm, id));
  });

  app.get('/:id/performance', requireAuth, (c) => {
    const id = idParam(c);
    requireManagerOrSelf(c, id);
    employeeDtoOr404(c, id);
    return c.json(employeePerformance(c.get('store').orm, id));
  });

  return app;
}
