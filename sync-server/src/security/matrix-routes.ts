import { randomBytes, randomUUID } from 'node:crypto';
import { addDays } from '@bin-valet/schema';
import { TEST_PASSWORD, validSignup, type World } from '../test-support';

/**
 * Who may call what (docs/architecture.md §7.4): anonymous: signup, login, QR code, public tracking;
 * crew (staff): read the working set, complete/miss tasks, add notes and photos, own time off;
 * customer_service (office): every customer, period, job, task, payment, tracking and assignment call;
 * manager and admin: everything (employees, resets, time-off decisions, availability);
 * admin only: granting or removing the admin role, and deactivating, deleting or resetting an admin.
 */
export type Access = 'public' | 'staff' | 'office' | 'manager' | 'admin';
export type CallerRole = 'anonymous' | 'crew' | 'customer_service' | 'manager' | 'admin';

export const MATRIX_ROLES: CallerRole[] = ['anonymous', 'crew', 'customer_service', 'manager', 'admin'];

const PERMITTED: Record<Access, CallerRole[]> = {
  public: MATRIX_ROLES,
  staff: ['crew', 'customer_service', 'manager', 'admin'],
  office: ['customer_service', 'manager', 'admin'],
  manager: ['manager', 'admin'],
  admin: ['admin'],
};
export const permits = (access: Access, role: CallerRole) => PERMITTED[access].includes(role);

export interface MatrixRow {
  access: Access;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the API list writes it ({id} placeholders), for the test name and the report. */
  route: string;
  path: (w: World, me: number) => string;
  body?: (w: World, me: number) => unknown;
  /** Send a multipart `photo` field instead of JSON. */
  photo?: boolean;
  /** The call changes the caller's own account, so each role calls it with a new account. */
  freshCaller?: boolean;
  /** Crew act only on their own stops: the caller is put on the world's job first. */
  ownStop?: boolean;
  /** Server-sent events: read the status, then hang up. */
  stream?: boolean;
}

const rnd = () => randomBytes(4).toString('hex');
const row = (
  access: Access,
  method: MatrixRow['method'],
  route: string,
  path: MatrixRow['path'],
  extra: Partial<MatrixRow> = {},
): MatrixRow => ({ access, method, route, path, ...extra });

export const LOGIN_USER = 'matrix-login';

export const MATRIX: MatrixRow[] = [
  // Public (anonymous allowed).
  row('public', 'POST', '/api/signups', () => '/api/signups', { body: () => validSignup() }),
  row('public', 'POST', '/api/auth/login', () => '/api/auth/login', {
    body: () => ({ username: LOGIN_USER, password: TEST_PASSWORD }),
  }),
  // Logout ends the caller's session on the server, so each role logs out of a session of its own.
  row('public', 'POST', '/api/auth/logout', () => '/api/auth/logout', { freshCaller: true }),
  row('public', 'GET', '/api/public/config', () => '/api/public/config'),
  row('public', 'GET', '/api/qr-code', () => `/api/qr-code?url=${encodeURIComponent('http://localhost:3000/track/x')}`),
  row('public', 'GET', '/api/track/{token}', (w) => `/api/track/${w.token}`),
  row('public', 'GET', '/api/track/{token}/services', (w) => `/api/track/${w.token}/services`),
  row('public', 'GET', '/api/track/{token}/upcoming-services', (w) => `/api/track/${w.token}/upcoming-services`),
  row('public', 'GET', '/api/track/{token}/photos/{photoId}', (w) => `/api/track/${w.token}/photos/${'A'.repeat(16)}`),
  row('public', 'GET', '/api/track/{token}/message-preferences', (w) => `/api/track/${w.token}/message-preferences`),
  row('public', 'PATCH', '/api/track/{token}/message-preferences', (w) => `/api/track/${w.token}/message-preferences`, {
    body: () => ({ binMoves: false }),
  }),
  row('public', 'POST', '/api/track/{token}/schedule-collection', (w) => `/api/track/${w.token}/schedule-collection`, {
    body: (w) => ({ collectionDate: w.freeCollection }),
  }),
  row('public', 'GET', '/api/track/{token}/preferences', (w) => `/api/track/${w.token}/preferences`),
  row('public', 'PUT', '/api/track/{token}/preferences', (w) => `/api/track/${w.token}/preferences`, {
    body: () => ({
      channel: 'email',
      kinds: {
        bins_out: false,
        bins_back: true,
        missed: true,
        schedule_change: true,
        on_my_way: true,
        request_answer: true,
      },
    }),
  }),
  row('public', 'POST', '/api/track/{token}/cancel', (w) => `/api/track/${w.token}/cancel`, {
    body: (w) => ({ lastCollectionDate: w.freeCollection, reason: 'Moving away' }),
  }),
  row('public', 'DELETE', '/api/track/{token}/cancel', (w) => `/api/track/${w.token}/cancel`),
  row('public', 'GET', '/api/track/{token}/self-service', (w) => `/api/track/${w.token}/self-service`),
  row('public', 'POST', '/api/track/{token}/skips', (w) => `/api/track/${w.token}/skips`, {
    body: (w) => ({ collectionDate: w.nextCollection }),
  }),
  row(
    'public',
    'DELETE',
    '/api/track/{token}/skips/{collectionDate}',
    (w) => `/api/track/${w.token}/skips/${w.nextCollection}`,
  ),
  row('public', 'POST', '/api/track/{token}/holds', (w) => `/api/track/${w.token}/holds`, {
    body: (w) => ({ startDate: w.freeCollection, endDate: addDays(w.freeCollection, 13) }),
  }),
  row('public', 'DELETE', '/api/track/{token}/holds/{id}', (w) => `/api/track/${w.token}/holds/${'A'.repeat(16)}`),
  row('public', 'POST', '/api/track/{token}/billing/setup', (w) => `/api/track/${w.token}/billing/setup`, {
    body: () => ({}),
  }),
  row('public', 'POST', '/api/track/{token}/billing/portal', (w) => `/api/track/${w.token}/billing/portal`, {
    body: () => ({}),
  }),
  row('public', 'GET', '/api/track/{token}/billing', (w) => `/api/track/${w.token}/billing`),
  row('public', 'POST', '/api/billing/webhook', () => '/api/billing/webhook', { body: () => ({}) }),

  // Any signed-in staff member.
  row('staff', 'GET', '/api/auth/me', () => '/api/auth/me'),
  row('staff', 'POST', '/api/auth/change-password', () => '/api/auth/change-password', {
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'changed-pass-1' }),
    freshCaller: true,
  }),
  row('staff', 'GET', '/api/signups', () => '/api/signups'),
  row('office', 'GET', '/api/customers/{id}/messages', (w) => `/api/customers/${w.customerId}/messages`),
  row('office', 'GET', '/api/customers/{id}/billing', (w) => `/api/customers/${w.customerId}/billing`),
  row('office', 'GET', '/api/admin/customers/billing', () => '/api/admin/customers/billing'),
  row(
    'manager',
    'POST',
    '/api/customers/{id}/billing/invoices/{invoiceId}/refund',
    (w) => `/api/customers/${w.customerId}/billing/invoices/in_matrix/refund`,
    { body: () => ({}) },
  ),
  row(
    'manager',
    'POST',
    '/api/customers/{id}/billing/invoices/{invoiceId}/waive',
    (w) => `/api/customers/${w.customerId}/billing/invoices/in_matrix/waive`,
    { body: () => ({}) },
  ),
  row(
    'staff',
    'GET',
    '/api/customers/{id}/message-preferences',
    (w) => `/api/customers/${w.customerId}/message-preferences`,
  ),
  row('staff', 'GET', '/api/signups/{id}', (w) => `/api/signups/${w.customerId}`),
  row('staff', 'GET', '/api/signups/{id}/jobs', (w) => `/api/signups/${w.customerId}/jobs`),
  row('staff', 'GET', '/api/signups/{id}/service-periods', (w) => `/api/signups/${w.customerId}/service-periods`),
  row('staff', 'POST', '/api/jobs/tasks/bulk', () => '/api/jobs/tasks/bulk', { body: (w) => ({ jobIds: [w.jobId] }) }),
  row('staff', 'POST', '/api/tasks/assignments/bulk', () => '/api/tasks/assignments/bulk', {
    body: (w) => ({ taskIds: [w.curbTaskId, w.backTaskId] }),
  }),
  row('staff', 'PATCH', '/api/tasks/{id} (scheduled→completed)', (w) => `/api/tasks/${w.curbTaskId}`, {
    body: () => ({ status: 'completed', completedAt: new Date().toISOString() }),
  }),
  row('staff', 'PATCH', '/api/tasks/{id} (scheduled→missed)', (w) => `/api/tasks/${w.curbTaskId}`, {
    body: () => ({ status: 'missed' }),
  }),
  row('staff', 'GET', '/api/customers/{id}/notes', (w) => `/api/customers/${w.customerId}/notes`),
  row('staff', 'POST', '/api/customers/{id}/notes', (w) => `/api/customers/${w.customerId}/notes`, {
    body: () => ({ noteText: 'Dog in the yard' }),
  }),
  row('staff', 'POST', '/api/customers/{id}/photo', (w) => `/api/customers/${w.customerId}/photo`, { photo: true }),
  row('staff', 'GET', '/api/photos/{name}', () => `/api/photos/${'a'.repeat(32)}.png`),
  // A new photo id per call: one id belongs to one task, and every world has its own task.
  row('staff', 'PUT', '/api/tasks/{id}/photos/{photoId}', (w) => `/api/tasks/${w.curbTaskId}/photos/${randomUUID()}`, {
    photo: true,
    ownStop: true,
  }),
  row('staff', 'GET', '/api/tasks/{id}/photos', (w) => `/api/tasks/${w.curbTaskId}/photos`),
  row('staff', 'POST', '/api/tasks/photos/bulk', () => '/api/tasks/photos/bulk', {
    body: (w) => ({ taskIds: [w.curbTaskId, w.backTaskId] }),
  }),
  row('staff', 'GET', '/api/customer/{id}/services', (w) => `/api/customer/${w.customerId}/services`),
  row('staff', 'GET', '/api/customer/{id}/upcoming-services', (w) => `/api/customer/${w.customerId}/upcoming-services`),
  row('staff', 'GET', '/api/admin/customers/next-jobs', () => '/api/admin/customers/next-jobs'),
  row('staff', 'GET', '/api/crew/route-tasks', (w) => `/api/crew/route-tasks?date=${w.nextCollection}`),
  row('staff', 'GET', '/api/route-orders/{own id}', (w, me) => `/api/route-orders/${me}?date=${w.nextCollection}`),
  row('office', 'GET', '/api/route-orders/{id}', (w) => `/api/route-orders/${w.employeeId}?date=${w.nextCollection}`),
  row('office', 'GET', '/api/route-orders', (w) => `/api/route-orders?date=${w.nextCollection}`),
  row('staff', 'PUT', '/api/route-orders/{own id}', (w, me) => `/api/route-orders/${me}?date=${w.nextCollection}`, {
    body: () => ({ taskIds: [] }),
  }),
  row('office', 'PUT', '/api/route-orders/{id}', (w) => `/api/route-orders/${w.employeeId}?date=${w.nextCollection}`, {
    body: (w) => ({ taskIds: [w.backTaskId] }),
  }),
  row('staff', 'GET', '/api/crew/tasks', (w) => `/api/crew/tasks?startDate=${w.today}&endDate=${addDays(w.today, 6)}`),
  row(
    'staff',
    'GET',
    '/api/crew/calendar-data',
    (w) => `/api/crew/calendar-data?startDate=${w.today}&endDate=${addDays(w.today, 40)}`,
  ),
  row('staff', 'GET', '/api/admin/jobs/assignments', (w) => `/api/admin/jobs/assignments?date=${w.nextCollection}`),
  row('staff', 'GET', '/api/admin/employees/active', () => '/api/admin/employees/active'),
  row('staff', 'GET', '/api/admin/employees/{own id}', (_w, me) => `/api/admin/employees/${me}`),
  row(
    'staff',
    'GET',
    '/api/admin/employees/{own id}/assignments',
    (_w, me) => `/api/admin/employees/${me}/assignments`,
  ),
  row(
    'staff',
    'GET',
    '/api/admin/employees/{own id}/performance',
    (_w, me) => `/api/admin/employees/${me}/performance`,
  ),
  row('staff', 'GET', '/api/admin/employees/{own id}/time-off', (_w, me) => `/api/admin/employees/${me}/time-off`),
  row('staff', 'POST', '/api/admin/employees/{own id}/time-off', (_w, me) => `/api/admin/employees/${me}/time-off`, {
    body: (w) => ({ startDate: addDays(w.today, 10), endDate: addDays(w.today, 11), type: 'personal', notes: '' }),
  }),
  row('staff', 'GET', '/api/sync/pull', () => '/api/sync/pull'),
  row('staff', 'GET', '/api/sync/today', (w) => `/api/sync/today?date=${w.today}`),
  row('staff', 'POST', '/api/sync/push', () => '/api/sync/push', {
    body: () => ({ clientId: `matrix-${rnd()}`, mutations: [] }),
  }),
  row('staff', 'GET', '/api/sync/events', () => '/api/sync/events', { stream: true }),

  // Office: customer_service, manager, admin.
  row('office', 'PATCH', '/api/signups/{id}', (w) => `/api/signups/${w.customerId}`, {
    body: () => ({ notes: 'Updated' }),
  }),
  row('office', 'DELETE', '/api/signups/{id}', (w) => `/api/signups/${w.customerId}`),
  row('office', 'GET', '/api/geocode', () => '/api/geocode?q=3400%20W%20Dravus%20St'),
  row('office', 'GET', '/api/signups/{id}/payments', (w) => `/api/signups/${w.customerId}/payments`),
  row('office', 'POST', '/api/signups/{id}/payments', (w) => `/api/signups/${w.customerId}/payments`, {
    body: () => ({ amount: 30, billingPeriod: 'April', paymentMethod: 'cash' }),
  }),
  row('office', 'POST', '/api/signups/{id}/service-periods', (w) => `/api/signups/${w.customerId}/service-periods`, {
    body: (w) => ({ startDate: addDays(w.today, 90), endDate: addDays(w.today, 120), status: 'paused' }),
  }),
  row('office', 'PATCH', '/api/service-periods/{id}', (w) => `/api/service-periods/${w.periodId}`, {
    body: () => ({ notes: 'Paused for winter' }),
  }),
  row('office', 'DELETE', '/api/service-periods/{id}', (w) => `/api/service-periods/${w.periodId}`),
  row(
    'office',
    'POST',
    '/api/service-periods/{id}/generate-jobs',
    (w) => `/api/service-periods/${w.periodId}/generate-jobs`,
    {
      body: (w) => ({ startDate: w.today, endDate: addDays(w.today, 14) }),
    },
  ),
  row('office', 'POST', '/api/generate-all-jobs', () => '/api/generate-all-jobs', {
    body: (w) => ({
      customerId: w.customerId,
      startDate: w.today,
      endDate: addDays(w.today, 14),
      collectionDay: 'saturday',
    }),
  }),
  row('office', 'POST', '/api/jobs', () => '/api/jobs', {
    body: (w) => ({ customerId: w.customerId, collectionDate: w.freeCollection }),
  }),
  row('office', 'PATCH', '/api/jobs/{id}', (w) => `/api/jobs/${w.jobId}`, {
    body: () => ({ status: 'completed', autoUpdateTasks: true, taskStatus: 'completed' }),
  }),
  row('office', 'DELETE', '/api/jobs/{id}', (w) => `/api/jobs/${w.jobId}`),
  row('office', 'PATCH', '/api/tasks/{id} (cancel)', (w) => `/api/tasks/${w.curbTaskId}`, {
    body: () => ({ status: 'cancelled' }),
  }),
  row('office', 'PATCH', '/api/tasks/{id} (scheduledDate)', (w) => `/api/tasks/${w.curbTaskId}`, {
    body: (w) => ({ scheduledDate: addDays(w.nextCollection, -2) }),
  }),
  row('office', 'POST', '/api/tasks/assignments', () => '/api/tasks/assignments', {
    body: (w) => ({ taskId: w.backTaskId, employeeId: w.employeeId, role: 'crew' }),
  }),
  row('office', 'DELETE', '/api/tasks/assignments/{id}', (w) => `/api/tasks/assignments/${w.taskAssignmentId}`),
  row('office', 'PATCH', '/api/service-tracking/{id}', (w) => `/api/service-tracking/${w.trackingId}`, {
    body: () => ({ status: 'completed' }),
  }),
  row('office', 'DELETE', '/api/service-tracking/{id}', (w) => `/api/service-tracking/${w.trackingId}`),
  row('office', 'GET', '/api/collection-requests', () => '/api/collection-requests?status=pending'),
  row('office', 'GET', '/api/customer-changes', () => '/api/customer-changes'),
  row('office', 'GET', '/api/customers/{id}/changes', (w) => `/api/customers/${w.customerId}/changes`),
  row(
    'office',
    'GET',
    '/api/customers/{id}/collection-requests',
    (w) => `/api/customers/${w.customerId}/collection-requests`,
  ),
  row(
    'office',
    'POST',
    '/api/collection-requests/{id}/approve',
    (w) => `/api/collection-requests/${w.requestId}/approve`,
  ),
  row(
    'office',
    'POST',
    '/api/collection-requests/{id}/decline',
    (w) => `/api/collection-requests/${w.requestId}/decline`,
    { body: () => ({ reason: 'We are fully booked that day' }) },
  ),
  row(
    'office',
    'POST',
    '/api/service-tracking/schedule-collection',
    () => '/api/service-tracking/schedule-collection',
    {
      body: (w) => ({ customerId: w.customerId, collectionDate: w.freeCollection }),
    },
  ),
  row('office', 'PATCH', '/api/customer-notes/{id}/pin', (w) => `/api/customer-notes/${w.noteId}/pin`, {
    body: () => ({ isPinned: true }),
  }),
  row(
    'office',
    'GET',
    '/api/service-changes',
    (w) => `/api/service-changes?startDate=${w.today}&endDate=${addDays(w.today, 60)}`,
  ),
  row('office', 'POST', '/api/service-changes', () => '/api/service-changes', {
    body: (w) => ({
      name: 'Snow delay',
      startDate: addDays(w.today, 100),
      endDate: addDays(w.today, 101),
      shiftDays: 1,
    }),
  }),
  row('office', 'DELETE', '/api/service-changes/{id}', (w) => `/api/service-changes/${w.serviceChangeId}`),
  row('office', 'GET', '/api/admin/jobs/unassigned', () => '/api/admin/jobs/unassigned'),
  row('office', 'GET', '/api/messages/undelivered', () => '/api/messages/undelivered'),
  row('office', 'GET', '/api/messages/undelivered/count', () => '/api/messages/undelivered/count'),
  row('office', 'POST', '/api/messages/{id}/retry', (w) => `/api/messages/${w.messageId}/retry`),
  row('office', 'POST', '/api/messages/{id}/handled', (w) => `/api/messages/${w.messageId}/handled`, {
    body: () => ({ outcome: 'dismissed' }),
  }),
  row(
    'office',
    'PATCH',
    '/api/customers/{id}/message-preferences',
    (w) => `/api/customers/${w.customerId}/message-preferences`,
    { body: () => ({ binMoves: false }) },
  ),
  row('office', 'POST', '/api/admin/job-assignments', () => '/api/admin/job-assignments', {
    body: (w, me) => ({ jobId: w.jobId, employeeId: me, role: 'support', notes: 'Bring the dolly' }),
  }),
  row('office', 'DELETE', '/api/admin/job-assignments/{id}', (w) => `/api/admin/job-assignments/${w.jobAssignmentId}`),
  row('office', 'GET', '/api/admin/employees', () => '/api/admin/employees'),
  row(
    'office',
    'GET',
    '/api/admin/employees/conflicts-for-date/{date}',
    (w) => `/api/admin/employees/conflicts-for-date/${w.nextCollection}`,
  ),

  // Manager and admin only.
  row('manager', 'GET', '/api/admin/employees/with-job-counts', () => '/api/admin/employees/with-job-counts'),
  row(
    'manager',
    'GET',
    '/api/admin/employees/time-off (pending, from today)',
    (w) => `/api/admin/employees/time-off?from=${w.today}&status=pending`,
  ),
  row('manager', 'POST', '/api/admin/employees', () => '/api/admin/employees', {
    body: () => ({ username: `new-${rnd()}`, password: 'secret1', role: 'crew' }),
  }),
  row('manager', 'GET', '/api/admin/employees/{id}', (w) => `/api/admin/employees/${w.employeeId}`),
  row('manager', 'PATCH', '/api/admin/employees/{id} (full edit)', (w) => `/api/admin/employees/${w.employeeId}`, {
    body: () => ({ name: 'Renamed', email: '', phone: '', hireDate: null, role: 'crew', isActive: true }),
  }),
  row('manager', 'PATCH', '/api/admin/employees/{id} (availability)', (w) => `/api/admin/employees/${w.employeeId}`, {
    body: () => ({ availabilityStatus: 'off_shift' }),
  }),
  row('manager', 'DELETE', '/api/admin/employees/{id}', (w) => `/api/admin/employees/${w.employeeId}`),
  // Account integrity: what could take over or lock out the product is the admin's alone.
  row('admin', 'PATCH', '/api/admin/employees/{id} (grant admin)', (w) => `/api/admin/employees/${w.employeeId}`, {
    body: () => ({ role: 'admin' }),
  }),
  row('admin', 'PATCH', '/api/admin/employees/{admin id} (demote)', (w) => `/api/admin/employees/${w.adminId}`, {
    body: () => ({ role: 'manager' }),
  }),
  row('admin', 'PATCH', '/api/admin/employees/{admin id} (deactivate)', (w) => `/api/admin/employees/${w.adminId}`, {
    body: () => ({ isActive: false }),
  }),
  row('admin', 'DELETE', '/api/admin/employees/{admin id}', (w) => `/api/admin/employees/${w.adminId}`),
  row(
    'admin',
    'POST',
    '/api/admin/employees/{admin id}/reset-password',
    (w) => `/api/admin/employees/${w.adminId}/reset-password`,
    { body: () => ({ newPassword: 'reset-pass-123' }) },
  ),
  row(
    'manager',
    'POST',
    '/api/admin/employees/{id}/reset-password',
    (w) => `/api/admin/employees/${w.employeeId}/reset-password`,
    {
      body: () => ({ newPassword: 'reset-pass-1' }),
    },
  ),
  row(
    'manager',
    'GET',
    '/api/admin/employees/{id}/assignments',
    (w) => `/api/admin/employees/${w.employeeId}/assignments`,
  ),
  row(
    'manager',
    'GET',
    '/api/admin/employees/{id}/performance',
    (w) => `/api/admin/employees/${w.employeeId}/performance`,
  ),
  row('manager', 'GET', '/api/admin/employees/{id}/time-off', (w) => `/api/admin/employees/${w.employeeId}/time-off`),
  row('manager', 'POST', '/api/admin/employees/{id}/time-off', (w) => `/api/admin/employees/${w.employeeId}/time-off`, {
    body: (w) => ({ startDate: addDays(w.today, 10), endDate: addDays(w.today, 11), type: 'sick', notes: 'Flu' }),
  }),
  row('manager', 'PATCH', '/api/admin/employees/time-off/{id}', (w) => `/api/admin/employees/time-off/${w.timeOffId}`, {
    body: () => ({ status: 'approved' }),
  }),
  row(
    'manager',
    'PATCH',
    '/api/admin/employees/time-off/{id} (approve and unassign stops)',
    (w) => `/api/admin/employees/time-off/${w.timeOffId}`,
    { body: () => ({ status: 'approved', unassignStops: true }) },
  ),
  row(
    'manager',
    'GET',
    '/api/admin/employees/{id}/assigned-stops',
    (w) => `/api/admin/employees/${w.employeeId}/assigned-stops?from=${w.today}&to=${addDays(w.today, 30)}`,
  ),
  row('manager', 'DELETE', '/api/admin/employees/time-off/{id}', (w) => `/api/admin/employees/time-off/${w.timeOffId}`),
];
