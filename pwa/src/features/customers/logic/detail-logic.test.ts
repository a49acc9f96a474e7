import type { CustomerNote, EmployeeConflict, EmployeeDto, Job, Payment, Task } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { crewOptions } from '../../../lib/assign-crew-options';
import { binQtyPatch, binServicePatch, shownQty } from './bin-services';
import { editDefaults, validateEdit } from './edit-customer-form';
import { bulkDeletePlan, canChangeCrew, groupJobs, taskDateError, withTask } from './job-grouping';
import { jobStatusMessage, jobStatusPatch, taskStatusPatch } from './job-status';
import { noteTextProblem, orderNotes } from './notes-order';
import { newestPayments, paymentDefaults, validatePayment } from './payment-form';
import { photoProblem } from './photo-check';
import { extensionRange, generateRange } from './schedule-extension';

const none = { shiftKey: false, ctrlKey: false };

describe('job status menu', () => {
  it('updates the tasks with the job by default', () => {
    expect(jobStatusPatch('completed', none)).toEqual({
      status: 'completed',
      autoUpdateTasks: true,
      taskStatus: 'completed',
    });
  });
  it('changes the job only with shift, ctrl or meta held', () => {
    for (const m of [
      { shiftKey: true, ctrlKey: false },
      { shiftKey: false, ctrlKey: true },
      { shiftKey: false, ctrlKey: false, metaKey: true },
    ]) {
      expect(jobStatusPatch('missed', m)).toEqual({ status: 'missed', autoUpdateTasks: false });
    }
  });
  it('labels a job-only change "tasks unchanged"', () => {
    expect(jobStatusMessage(jobStatusPatch('cancelled', { shiftKey: true, ctrlKey: false }))).toContain(
      'tasks unchanged',
    );
    expect(jobStatusMessage(jobStatusPatch('cancelled', none))).not.toContain('tasks unchanged');
  });
  it('stamps completedAt only when a task is completed', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(taskStatusPatch('completed', now)).toEqual({ status: 'completed', completedAt: now.toISOString() });
    expect(taskStatusPatch('missed', now)).toEqual({ status: 'missed', completedAt: null });
  });
});

describe('schedule extension', () => {
  it('starts the day after the old end date', () => {
    expect(extensionRange('2026-03-31', '2026-04-30')).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(extensionRange('2026-12-31', '2027-01-05')).toEqual({ startDate: '2027-01-01', endDate: '2027-01-05' });
  });
  it('is no extension when the end did not move later or there was no old end', () => {
    expect(extensionRange('2026-03-31', '2026-03-31')).toBeNull();
    expect(extensionRange('2026-03-31', '2026-03-01')).toBeNull();
    expect(extensionRange(null, '2026-03-01')).toBeNull();
    expect(extensionRange('2026-03-31', null)).toBeNull();
  });
  it('generates from today at the earliest, 8 weeks for open periods', () => {
    expect(generateRange({ startDate: '2026-01-01', endDate: '2026-06-30' }, '2026-03-01')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-06-30',
    });
    expect(generateRange({ startDate: '2026-04-01', endDate: null }, '2026-03-01')).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-05-26',
    });
    expect(generateRange({ startDate: '2026-01-01', endDate: '2026-02-01' }, '2026-03-01')).toBeNull();
  });
});

describe('bin services (0/1 rule)', () => {
  it('removing sends false and 0, adding true and 1', () => {
    expect(binServicePatch('compost', false)).toEqual({ needsCompost: false, compostQty: 0 });
    expect(binServicePatch('recycling', true)).toEqual({ needsRecycling: true, recyclingQty: 1 });
  });
  it('a quantity change keeps the service on', () => {
    expect(binQtyPatch('garbage', 3)).toEqual({ needsGarbage: true, garbageQty: 3 });
  });
  it('shows 0 for a service that is off and at least 1 otherwise', () => {
    expect(shownQty(false, 2)).toBe(0);
    expect(shownQty(true, 0)).toBe(1);
    expect(shownQty(true, 2)).toBe(2);
  });
});

const job = (id: number, collectionDate: string, status = 'scheduled') => ({ id, collectionDate, status }) as Job;
const task = (id: number, jobId: number, taskType: string, scheduledDate: string, status = 'scheduled') =>
  ({ id, jobId, taskType, scheduledDate, status }) as Task;

describe('job grouping', () => {
  const jobs = [job(2, '2026-03-10'), job(1, '2026-03-03')];
  const tasks = {
    '1': [task(12, 1, 'return_to_house', '2026-03-03'), task(11, 1, 'take_to_curb', '2026-03-02')],
    '2': [task(21, 2, 'take_to_curb', '2026-03-09')],
  };
  const byTask = { '11': [{ id: 5, taskId: 11, employeeId: 3, employeeName: 'Ann', role: 'crew' }] } as never;
  it('orders jobs by date, tasks curb first, and attaches assignments', () => {
    const grouped = groupJobs(jobs, tasks, byTask);
    expect(grouped.map((j) => j.id)).toEqual([1, 2]);
    expect(grouped[0].tasks.map((t) => t.id)).toEqual([11, 12]);
    expect(grouped[0].tasks[0].assignments).toHaveLength(1);
    expect(grouped[0].tasks[1].assignments).toEqual([]);
  });
  it('replaces one task for an optimistic change', () => {
    const grouped = groupJobs(jobs, tasks, byTask);
    const changed = withTask(grouped, 12, { status: 'missed' });
    expect(changed[0].tasks[1].status).toBe('missed');
    expect(changed[0].tasks[0]).toBe(grouped[0].tasks[0]);
    expect(changed[1]).toBe(grouped[1]);
  });
  it('allows crew changes only on tasks not completed or cancelled', () => {
    expect(canChangeCrew({ status: 'scheduled' })).toBe(true);
    expect(canChangeCrew({ status: 'missed' })).toBe(true);
    expect(canChangeCrew({ status: 'completed' })).toBe(false);
    expect(canChangeCrew({ status: 'cancelled' })).toBe(false);
  });
  it('plans a bulk delete of scheduled jobs with the spec refusals', () => {
    expect(bulkDeletePlan([])).toEqual({ ok: false, message: 'No jobs available to delete' });
    expect(bulkDeletePlan([job(1, 'x', 'completed')])).toEqual({
      ok: false,
      message: 'No scheduled jobs found to delete',
    });
    expect(bulkDeletePlan([job(1, 'x'), job(2, 'x', 'missed'), job(3, 'x')])).toEqual({ ok: true, jobIds: [1, 3] });
  });
  it('maps the bins order refusal to the UI message', () => {
    expect(taskDateError('Bins to residence must be scheduled on or after bins to curb')).toBe(
      'Bins to residence must be scheduled on or after bins to curb date',
    );
    expect(taskDateError('Not found')).toBe('Failed to update task date');
  });
});

describe('notes', () => {
  const note = (id: number, isPinned: boolean, createdAt: string) => ({ id, isPinned, createdAt }) as CustomerNote;
  it('puts pinned notes first, then newest', () => {
    const ordered = orderNotes([
      note(1, false, '2026-01-01'),
      note(2, true, '2025-01-01'),
      note(3, false, '2026-02-01'),
    ]);
    expect(ordered.map((n) => n.id)).toEqual([2, 3, 1]);
  });
  it('requires text after trimming', () => {
    expect(noteTextProblem('   ')).toBe('Note text is required');
    expect(noteTextProblem(' hi ')).toBeNull();
  });
});

describe('photo checks', () => {
  it('refuses non-images and files over 5 MB', () => {
    expect(photoProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file.');
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Please select an image smaller than 5MB.',
    );
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });
});

describe('edit customer form', () => {
  it('fills the spec defaults for missing values', () => {
    const f = editDefaults({ name: 'A', city: '', state: '', contactMethod: '', serviceRate: 0 });
    expect(f).toMatchObject({
      city: 'Seattle',
      state: 'WA',
      contactMethod: 'text',
      serviceRate: '5',
      customerStatus: 'active',
    });
  });
  it('uses "Phone is required" and the customer messages', () => {
    const r = validateEdit({ ...editDefaults({}), name: '', phone: '12', email: 'x', address: 'a', zipCode: '98199' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toMatchObject({
        name: 'Name is required',
        phone: 'Phone is required',
        email: 'Valid email is required',
      });
  });
  it('sends a number rate and null empty notes', () => {
    const r = validateEdit({
      ...editDefaults({}),
      name: 'Ann',
      address: '1 Main',
      zipCode: '98199',
      phone: '206-555-0100',
      email: 'a@b.co',
      serviceRate: '7',
    });
    expect(r.ok && r.body).toMatchObject({ serviceRate: 7, notes: null, city: 'Seattle' });
  });
});

describe('payment form', () => {
  it('requires amount ≥ 1 and a billing period', () => {
    const r = validatePayment(paymentDefaults('2026-03-01'));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toMatchObject({
        amount: 'Amount must be at least 1',
        billingPeriod: 'Billing period is required',
      });
  });
  it('accepts a complete payment', () => {
    const r = validatePayment({
      ...paymentDefaults('2026-03-01'),
      amount: '30',
      billingPeriod: 'March 2026',
      servicesCount: '4',
    });
    expect(r.ok && r.body).toMatchObject({ amount: 30, paymentMethod: 'cash', servicesCount: 4 });
  });
  it('orders payments newest first', () => {
    const p = (id: number, paymentDate: string) => ({ id, paymentDate }) as Payment;
    expect(newestPayments([p(1, '2026-01-01'), p(2, '2026-03-01'), p(3, '2026-02-01')]).map((x) => x.id)).toEqual([
      2, 3, 1,
    ]);
  });
});

describe('assign crew options', () => {
  const emp = (id: number, name: string, extra: Partial<EmployeeDto> = {}) =>
    ({
      id,
      name,
      username: `u${id}`,
      role: 'crew',
      isActive: true,
      availabilityStatus: 'available',
      ...extra,
    }) as EmployeeDto;
  const conflict = (id: number, conflictType: 'approved' | 'pending'): EmployeeConflict => ({
    id,
    hasConflict: true,
    conflictType,
    conflictingTimeOff: { type: 'vacation', status: conflictType, startDate: 'x', endDate: 'x', notes: null },
  });
  it('offers only active crew: disables approved time off, warns on pending, leaves out office staff, unassignable and already assigned', () => {
    const options = crewOptions(
      [
        emp(1, 'Ann'),
        emp(2, 'Bo'),
        emp(3, 'Cy', { availabilityStatus: 'on_job' }),
        emp(4, 'Di', { availabilityStatus: 'off_shift' }),
        emp(5, 'Ed', { isActive: false }),
        emp(6, 'Flo'),
        emp(7, '', { username: 'gus' }),
        emp(8, 'Hal', { role: 'manager' }),
        emp(9, 'Ivy', { role: 'customer_service' }),
        emp(10, 'Jo', { role: 'admin' }),
        emp(11, 'Kit', { role: 'Crew' }),
      ],
      [conflict(1, 'approved'), conflict(2, 'pending')],
      [6],
    );
    expect(options.map((o) => o.id)).toEqual([1, 2, 3, 7, 11]);
    expect(options[0]).toMatchObject({
      disabled: true,
      pendingTimeOff: false,
      label: 'Ann (Crew) · Time off (approved)',
    });
    expect(options[1]).toMatchObject({ disabled: false, pendingTimeOff: true, label: 'Bo (Crew) · Pending time off' });
    expect(options[2].label).toBe('Cy (Crew) · On Job');
    expect(options[3].label).toBe('gus (Crew)');
  });
});
