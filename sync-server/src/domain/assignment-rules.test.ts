import { describe, expect, it } from 'vitest';
import { type AssignmentFacts, assignmentRefusal, displayName } from './assignment-rules';

const base: AssignmentFacts = {
  employee: { username: 'grace', name: 'Grace Hopper', isActive: true, availabilityStatus: 'available' },
  date: '2026-11-21',
  workStatus: 'scheduled',
  work: 'task',
  approvedTimeOff: [],
  alreadyAssigned: false,
};

describe('assignmentRefusal', () => {
  it('allows active employees that are available or on a job', () => {
    expect(assignmentRefusal(base)).toBeNull();
    expect(assignmentRefusal({ ...base, employee: { ...base.employee, availabilityStatus: 'on_job' } })).toBeNull();
  });

  it('refuses completed or cancelled work first', () => {
    for (const workStatus of ['completed', 'cancelled']) {
      expect(assignmentRefusal({ ...base, workStatus })).toBe(
        'Crew can only be assigned to tasks that are not completed or cancelled',
      );
      expect(assignmentRefusal({ ...base, workStatus, work: 'job' })).toBe(
        'Crew can only be assigned to jobs that are not completed or cancelled',
      );
    }
  });

  it('refuses inactive, unavailable and off-shift employees', () => {
    expect(assignmentRefusal({ ...base, employee: { ...base.employee, isActive: false } })).toBe(
      'Grace Hopper is inactive and cannot be assigned',
    );
    expect(assignmentRefusal({ ...base, employee: { ...base.employee, availabilityStatus: 'unavailable' } })).toBe(
      'Grace Hopper is unavailable and cannot be assigned',
    );
    expect(assignmentRefusal({ ...base, employee: { ...base.employee, availabilityStatus: 'off_shift' } })).toBe(
      'Grace Hopper is off shift and cannot be assigned',
    );
  });

  it('refuses approved time off on the date (naming it) and double assignment', () => {
    expect(assignmentRefusal({ ...base, approvedTimeOff: [{ startDate: '2026-11-20', endDate: '2026-11-22' }] })).toBe(
      'Grace Hopper has approved time off on 2026-11-21',
    );
    expect(assignmentRefusal({ ...base, alreadyAssigned: true })).toBe('Grace Hopper is already assigned to this task');
  });

  it('names employees by name, else username', () => {
    expect(displayName({ username: 'grace', name: null })).toBe('grace');
    expect(displayName({ username: 'grace', name: '  ' })).toBe('grace');
  });
});
