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

// The employee page's toasts: the one error-text helper with the status shown.
const httpErrorText = (err: unknown) => errorText(err, undefined, { withStatus: true });

describe('httpErrorText', () => {
  it('is HTTP {status}: {body text}', () => {
    expect(httpErrorText(new ApiError(409, '{"message":"You cannot delete your own account"}', 'Conflict'))).toBe(
      'HTTP 409: You cannot delete your own account',
    );
    expect(httpErrorText(new ApiError(502, 'Bad gateway', 'Bad Gateway'))).toBe('HTTP 502: Bad gateway');
  });
});
