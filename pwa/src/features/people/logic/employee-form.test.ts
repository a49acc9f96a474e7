import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../lib/error-text';
import { availabilityLabel } from '../../../lib/labels';
import { availabilityChoices, buildEmployeePatch, middayTimestamp } from './employee-form';

const values = { name: 'Ana', email: '', phone: '', hireDate: '', role: 'crew', isActive: true };

describe('buildEmployeePatch', () => {
  it('sends empty e-mail, phone and hire date as null', () => {
    expect(buildEmployeePatch(values)).toEqual({
      ok: true,
      body: { name: 'Ana', email: null, phone: null, hireDate: null, role: 'crew', isActive: true },
    });
  });
  it('sends the hire date as a midday timestamp', () => {
    const r = buildEmployeePatch({ ...values, hireDate: '2025-03-04' });
    expect(r.ok && r.body.hireDate).toBe(middayTimestamp('2025-03-04'));
    const d = new Date(middayTimestamp('2025-03-04'));
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2025, 2, 4, 12]);
  });
  it('gives the spec messages', () => {
    const r = buildEmployeePatch({ ...values, name: '  ', email: 'nope' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.name).toBe('Name is required');
      expect(r.errors.email).toBe('Please enter a valid email address');
    }
  });
});

describe('availability', () => {
  it('offers every value but the current one and labels on_job', () => {
    expect(availabilityChoices('on_job')).toEqual(['available', 'unavailable', 'off_shift']);
    expect(availabilityChoices(null)).toEqual(['on_job', 'unavailable', 'off_shift']);
    expect(availabilityLabel('on_job')).toBe('On Job');
  });
});

// The employee page's toasts read as sentences: never an HTTP status.
describe('employee page refusals', () => {
  it("shows the server's sentence, and a bare refusal as one", () => {
    expect(errorText(new ApiError(409, '{"message":"You cannot delete your own account"}', 'Conflict'))).toBe(
      'You cannot delete your own account',
    );
    expect(errorText(new ApiError(403, '{"message":"Forbidden"}', 'Forbidden'))).toBe(
      "You don't have permission to do that.",
    );
  });
});
