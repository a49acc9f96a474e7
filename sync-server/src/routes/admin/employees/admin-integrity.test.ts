import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, as, createTestApp, type TestApp } from '../../../test-support';
import { INTEGRITY_MSG, refuseAccountTakeover } from './admin-integrity';

/** The takeover a manager could do before: promote themself, reset the admin's password, lock the admin out. */
let t: TestApp;
let admin: ReturnType<typeof as>;
let manager: { id: number; cookie: string };
beforeEach(async () => {
  t = await createTestApp();
  admin = as(t, await t.adminCookie());
  manager = await t.userWithRole('manager');
});
afterEach(() => t.cleanup());

const ADMIN_ID = 1;

describe('admin accounts and the admin role', () => {
  it('refuses a manager promoting themself or anyone else to admin', async () => {
    const self = await as(t, manager.cookie).patch(`/api/admin/employees/${manager.id}`, { role: 'admin' });
    expect(self).toMatchObject({ status: 403, body: { message: INTEGRITY_MSG.ownRole } });
    const crew = await t.userWithRole('crew');
    const other = await as(t, manager.cookie).patch(`/api/admin/employees/${crew.id}`, { role: 'admin' });
    expect(other).toMatchObject({ status: 403, body: { message: INTEGRITY_MSG.adminRole } });
    expect(t.employeeRow(crew.id)?.role).toBe('crew');
    expect(t.employeeRow(manager.id)?.role).toBe('manager');
  });

  it("refuses a manager resetting the admin's password, demoting, deactivating or deleting the admin", async () => {
    const m = as(t, manager.cookie);
    const reset = await m.post(`/api/admin/employees/${ADMIN_ID}/reset-password`, { newPassword: 'taken-over' });
    expect(reset).toMatchObject({ status: 403, body: { message: INTEGRITY_MSG.adminAccount } });
    expect((await t.login('admin', ADMIN_PASSWORD)).status).toBe(200);
    expect(await m.patch(`/api/admin/employees/${ADMIN_ID}`, { role: 'crew' })).toMatchObject({
      status: 403,
      body: { message: INTEGRITY_MSG.adminRole },
    });
    expect(await m.patch(`/api/admin/employees/${ADMIN_ID}`, { isActive: false })).toMatchObject({
      status: 403,
      body: { message: INTEGRITY_MSG.adminAccount },
    });
    expect(await m.delete(`/api/admin/employees/${ADMIN_ID}`)).toMatchObject({
      status: 403,
      body: { message: INTEGRITY_MSG.adminAccount },
    });
    expect(t.employeeRow(ADMIN_ID)).toMatchObject({ role: 'admin', isActive: true });
    // A manager still manages everyone else.
    const crew = await t.userWithRole('crew');
    expect((await m.patch(`/api/admin/employees/${crew.id}`, { role: 'customer_service' })).status).toBe(200);
    expect((await m.post(`/api/admin/employees/${crew.id}/reset-password`, { newPassword: 'new-pass-1' })).status).toBe(
      200,
    );
  });

  it('lets an admin grant and remove the admin role, but never their own role', async () => {
    expect(await admin.patch(`/api/admin/employees/${ADMIN_ID}`, { role: 'manager' })).toMatchObject({
      status: 403,
      body: { message: INTEGRITY_MSG.ownRole },
    });
    expect((await admin.patch(`/api/admin/employees/${manager.id}`, { role: 'admin' })).status).toBe(200);
    expect(t.employeeRow(manager.id)?.role).toBe('admin');
    expect((await admin.patch(`/api/admin/employees/${manager.id}`, { role: 'manager' })).status).toBe(200);
    expect(t.employeeRow(manager.id)?.role).toBe('manager');
  });

  it('never lets the last active admin be demoted, deactivated or deleted', async () => {
    // The sole admin cannot remove itself by any path.
    expect((await admin.patch(`/api/admin/employees/${ADMIN_ID}`, { role: 'manager' })).status).toBe(403);
    expect((await admin.patch(`/api/admin/employees/${ADMIN_ID}`, { isActive: false })).status).toBe(409);
    expect((await admin.delete(`/api/admin/employees/${ADMIN_ID}`)).status).toBe(409);
    // With a second admin, one may deactivate the other; the one left is then the last.
    const second = await t.userWithRole('admin');
    expect((await as(t, second.cookie).patch(`/api/admin/employees/${ADMIN_ID}`, { isActive: false })).status).toBe(
      200,
    );
    expect(t.employeeRow(ADMIN_ID)?.isActive).toBe(false);
    // The rule itself, for any caller: the last active admin stays an active admin.
    const last = t.employeeRow(second.id);
    if (!last) throw new Error('second admin missing');
    const someAdmin = { id: 999, username: 'x', role: 'admin' as const };
    for (const change of [{ role: 'crew' as const }, { isActive: false }, { remove: true }]) {
      expect(() => refuseAccountTakeover(t.store.orm, someAdmin, last, change)).toThrow(INTEGRITY_MSG.lastAdmin);
    }
    expect(() => refuseAccountTakeover(t.store.orm, someAdmin, last, { resetPassword: true })).not.toThrow();
  });
});
