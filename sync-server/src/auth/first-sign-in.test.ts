import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTEGRITY_MSG } from '../routes/admin/employees/admin-integrity';
import { EMPLOYEE_MSG } from '../routes/admin/employees/employees.routes';
import { ADMIN_PASSWORD, as, createTestApp, type TestApp } from '../test-support';

interface Me {
  user: { id: number; role: string; mustChangePassword: boolean };
}

let t: TestApp;
let admin: ReturnType<typeof as>;
beforeEach(async () => {
  t = await createTestApp();
  admin = as(t, await t.adminCookie());
});
afterEach(() => t.cleanup());

const me = async (cookie: string) => (await as(t, cookie).get<Me>('/api/auth/me')).body.user;

describe('first sign-in', () => {
  it('asks the owner of an office-made account to change it, until they do; the API keeps answering', async () => {
    const made = await admin.post<{ id: number }>('/api/admin/employees', {
      username: 'newhire',
      password: 'chosen-by-office',
      role: 'crew',
    });
    expect(made.status).toBe(201);
    const first = await t.login('newhire', 'chosen-by-office');
    expect(first.body.user.mustChangePassword).toBe(true);
    expect(first.body.firstSignIn).toBe(true);
    expect(await me(first.cookie)).toMatchObject({ id: made.body.id, mustChangePassword: true });
    // Not a lock: scripts and the crew's working set still get their answers.
    expect((await as(t, first.cookie).get('/api/admin/employees/active')).status).toBe(200);

    const changed = await as(t, first.cookie).post('/api/auth/change-password', {
      currentPassword: 'chosen-by-office',
      newPassword: 'my-own-secret',
    });
    expect(changed.status).toBe(200);
    const again = await t.login('newhire', 'my-own-secret');
    expect(again.body).toMatchObject({ firstSignIn: false, user: { mustChangePassword: false } });
    expect((await me(again.cookie)).mustChangePassword).toBe(false);
  });

  it("asks again after the office resets someone's password, but not after resetting one's own", async () => {
    const crew = await t.userWithRole('crew');
    expect((await me(crew.cookie)).mustChangePassword).toBe(false);
    expect(
      (await admin.post(`/api/admin/employees/${crew.id}/reset-password`, { newPassword: 'office-set' })).status,
    ).toBe(200);
    const after = await t.login(crew.username, 'office-set');
    expect(after.body).toMatchObject({ firstSignIn: false, user: { mustChangePassword: true } });

    expect((await admin.post('/api/admin/employees/1/reset-password', { newPassword: 'admin-own-new' })).status).toBe(
      200,
    );
    const adminAgain = await t.login('admin', 'admin-own-new');
    expect(adminAgain.body.user.mustChangePassword).toBe(false);
  });

  it('leaves the startup admin account alone and greets a first sign-in once', async () => {
    const fresh = await createTestApp();
    try {
      const first = await fresh.login('admin', ADMIN_PASSWORD);
      expect(first.body).toMatchObject({ firstSignIn: true, user: { mustChangePassword: false } });
      const second = await fresh.login('admin', ADMIN_PASSWORD);
      expect(second.body.firstSignIn).toBe(false);
    } finally {
      fresh.cleanup();
    }
  });
});

describe("one's own account", () => {
  it('a manager saves her own details with her role unchanged, but cannot change the role, deactivate or delete herself', async () => {
    const manager = await t.userWithRole('manager');
    const mine = as(t, manager.cookie);
    const path = `/api/admin/employees/${manager.id}`;
    expect((await mine.patch(path, { name: 'Maria M', role: 'manager', isActive: true })).status).toBe(200);
    expect(await mine.patch(path, { role: 'crew' })).toMatchObject({
      status: 403,
      body: { message: INTEGRITY_MSG.ownRole },
    });
    expect(await mine.patch(path, { isActive: false })).toMatchObject({
      status: 409,
      body: { message: EMPLOYEE_MSG.selfDeactivate },
    });
    expect(await mine.delete(path)).toMatchObject({ status: 409, body: { message: EMPLOYEE_MSG.selfDelete } });
    expect(t.employeeRow(manager.id)).toMatchObject({ name: 'Maria M', role: 'manager', isActive: true });
  });

  it('an admin saves her own details with the Admin role kept, and cannot step down herself', async () => {
    const second = await t.userWithRole('admin');
    const mine = as(t, second.cookie);
    const path = `/api/admin/employees/${second.id}`;
    expect((await mine.patch(path, { name: 'Second Admin', role: 'admin', isActive: true })).status).toBe(200);
    expect(await mine.patch(path, { role: 'manager' })).toMatchObject({
      status: 403,
      body: { message: INTEGRITY_MSG.ownRole },
    });
    expect(t.employeeRow(second.id)?.role).toBe('admin');
  });
});
