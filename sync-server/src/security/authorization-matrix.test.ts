import { jobAssignments, type Role } from '@bin-valet/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedWorld, type TestApp, TINY_PNG } from '../test-support';
import { type CallerRole, LOGIN_USER, MATRIX, MATRIX_ROLES, type MatrixRow, permits } from './matrix-routes';

/**
 * Every API call, the public tracking, QR and sync calls included, as every role, compared with
 * docs/architecture.md §7.4: anonymous → 401 off the public list, a role without permission → 403,
 * a permitted role → neither (and never a 5xx).
 */
let t: TestApp;
const callers = new Map<CallerRole, { id: number; cookie?: string }>();

beforeAll(async () => {
  t = await createTestApp();
  await t.userWithRole('crew', LOGIN_USER);
  for (const role of MATRIX_ROLES) {
    if (role === 'anonymous') continue;
    const user = await t.userWithRole(role as Role);
    callers.set(role, { id: user.id, cookie: user.cookie });
  }
}, 60_000);
afterAll(() => t.cleanup());

async function probe(row: MatrixRow, role: CallerRole): Promise<{ status: number; text: string }> {
  const world = seedWorld(t);
  let caller = callers.get(role) ?? { id: world.employeeId };
  if (row.freshCaller && role !== 'anonymous') {
    const user = await t.userWithRole(role as Role);
    caller = { id: user.id, cookie: user.cookie };
  }
  if (row.ownStop && role !== 'anonymous')
    t.store.write((db) => db.insert(jobAssignments).values({ jobId: world.jobId, employeeId: caller.id }).run());
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (caller.cookie) headers.cookie = caller.cookie;
  let body: NonNullable<RequestInit['body']> | undefined;
  if (row.photo) {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'house.png');
    body = form;
  } else if (row.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(row.body?.(world, caller.id) ?? {});
  }
  const res = await t.app.request(`http://localhost:3000${row.path(world, caller.id)}`, {
    method: row.method,
    headers,
    body,
  });
  // An event stream never ends: the status is all we need.
  if (row.stream && res.status === 200) {
    await res.body?.cancel();
    return { status: res.status, text: '(stream)' };
  }
  return { status: res.status, text: (await res.text()).slice(0, 200) };
}

describe('authorization matrix', () => {
  it.each(MATRIX.map((r) => ({ ...r, name: `${r.method} ${r.route} [${r.access}]` })))('$name', async (row) => {
    const outcomes: string[] = [];
    const problems: string[] = [];
    for (const role of MATRIX_ROLES) {
      const { status, text } = await probe(row, role);
      outcomes.push(`${role}=${status}`);
      const allowed = permits(row.access, role);
      if (!allowed && role === 'anonymous' && status !== 401) problems.push(`${role}: expected 401, got ${status}`);
      else if (!allowed && role !== 'anonymous' && status !== 403)
        problems.push(`${role}: expected 403, got ${status}`);
      else if (allowed && (status === 401 || status === 403 || status >= 500))
        problems.push(`${role}: expected access, got ${status} ${text}`);
    }
    if (process.env.MATRIX_LOG) console.log(`${row.name}: ${outcomes.join(' ')}`);
    expect(problems, outcomes.join(' ')).toEqual([]);
  });

  it('lists every route the app serves, and only those', () => {
    // Placeholders are compared by position: `:id` in the app is `{id}` or `{own id}` in the list.
    const shape = (path: string) => path.replace(/:[A-Za-z]+/g, '{}').replace(/\{[^}]+\}/g, '{}');
    const served = new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${shape(r.path)}`));
    const listed = new Set(MATRIX.map((r) => `${r.method} ${shape(r.route.replace(/ \(.*\)$/, ''))}`));
    expect(
      [...served].filter((route) => !listed.has(route)),
      'served but not in matrix-routes.ts',
    ).toEqual([]);
    expect(
      [...listed].filter((route) => !served.has(route)),
      'in matrix-routes.ts but not served',
    ).toEqual([]);
  });

  it('covers every API call', () => {
    const covered = new Set(MATRIX.map((r) => `${r.method} ${r.route.replace(/ \(.*\)$/, '')}`));
    const spec = [
      'POST /api/signups',
      'GET /api/signups',
      'GET /api/signups/{id}',
      'PATCH /api/signups/{id}',
      'DELETE /api/signups/{id}',
      'GET /api/signups/{id}/payments',
      'GET /api/signups/{id}/jobs',
      'GET /api/signups/{id}/service-periods',
      'POST /api/signups/{id}/service-periods',
      'PATCH /api/service-periods/{id}',
      'DELETE /api/service-periods/{id}',
      'POST /api/service-periods/{id}/generate-jobs',
      'POST /api/generate-all-jobs',
      'POST /api/jobs',
      'PATCH /api/jobs/{id}',
      'DELETE /api/jobs/{id}',
      'POST /api/jobs/tasks/bulk',
      'POST /api/tasks/assignments/bulk',
      'POST /api/tasks/assignments',
      'DELETE /api/tasks/assignments/{id}',
      'PATCH /api/tasks/{id}',
      'PATCH /api/service-tracking/{id}',
      'DELETE /api/service-tracking/{id}',
      'POST /api/service-tracking/schedule-collection',
      'GET /api/customers/{id}/notes',
      'POST /api/customers/{id}/notes',
      'PATCH /api/customer-notes/{id}/pin',
      'POST /api/customers/{id}/photo',
      'PUT /api/tasks/{id}/photos/{photoId}',
      'GET /api/tasks/{id}/photos',
      'POST /api/tasks/photos/bulk',
      'GET /api/track/{token}/photos/{photoId}',
      'GET /api/customer/{id}/services',
      'GET /api/customer/{id}/upcoming-services',
      'GET /api/admin/customers/next-jobs',
      'GET /api/crew/route-tasks',
      'GET /api/crew/tasks',
      'GET /api/crew/calendar-data',
      'GET /api/admin/jobs/assignments',
      'GET /api/admin/jobs/unassigned',
      'POST /api/admin/job-assignments',
      'DELETE /api/admin/job-assignments/{id}',
      'GET /api/admin/employees',
      'GET /api/admin/employees/active',
      'GET /api/admin/employees/with-job-counts',
      'POST /api/admin/employees',
      'GET /api/admin/employees/{id}',
      'PATCH /api/admin/employees/{id}',
      'DELETE /api/admin/employees/{id}',
      'POST /api/admin/employees/{id}/reset-password',
      'GET /api/admin/employees/{id}/assignments',
      'GET /api/admin/employees/{id}/performance',
      'GET /api/admin/employees/{id}/time-off',
      'POST /api/admin/employees/{id}/time-off',
      'PATCH /api/admin/employees/time-off/{id}',
      'DELETE /api/admin/employees/time-off/{id}',
      'GET /api/admin/employees/conflicts-for-date/{date}',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/change-password',
      'GET /api/auth/me',
      'GET /api/qr-code',
      // Public tracking and sync.
      'GET /api/track/{token}',
      'GET /api/track/{token}/services',
      'GET /api/track/{token}/upcoming-services',
      'POST /api/track/{token}/schedule-collection',
      'POST /api/track/{token}/skips',
      'POST /api/track/{token}/cancel',
      'GET /api/track/{token}/preferences',
      'PUT /api/track/{token}/preferences',
      'DELETE /api/track/{token}/skips/{collectionDate}',
      'POST /api/track/{token}/holds',
      'DELETE /api/track/{token}/holds/{id}',
      'GET /api/sync/pull',
      'POST /api/sync/push',
      'GET /api/sync/events',
    ];
    expect(spec.filter((call) => !covered.has(call))).toEqual([]);
  });
});
