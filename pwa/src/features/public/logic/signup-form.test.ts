import { MSG } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import {
  buildSignupPayload,
  END_BEFORE_START,
  isQuantityDisabled,
  periodLengthLabel,
  serviceEndDate,
  signupDefaults,
  toggleService,
  validateSignup,
} from './signup-form';

const filled = () => ({
  ...signupDefaults(),
  name: 'Ada Lovelace',
  address: '3200 W Galer St',
  zipCode: '98199',
  phone: '206-555-0142',
  email: 'ada@example.com',
});

describe('signup defaults', () => {
  it('start with Seattle, WA, every service on at quantity 1, text, friday/saturday/saturday, 3 months', () => {
    const d = signupDefaults();
    expect(d).toMatchObject({
      city: 'Seattle',
      state: 'WA',
      needsGarbage: true,
      garbageQty: 1,
      needsCompost: true,
      compostQty: 1,
      needsRecycling: true,
      recyclingQty: 1,
      contactMethod: 'text',
      binsToCurbDay: 'friday',
      collectionDay: 'saturday',
      binsToResidenceDay: 'saturday',
      serviceRate: 5,
      customerStatus: 'active',
      serviceLength: '3',
    });
  });
});

describe('service period end date', () => {
  it('adds 1, 3, 6 or 12 months to the start', () => {
    expect(serviceEndDate('2026-07-01', '1')).toBe('2026-08-01');
    expect(serviceEndDate('2026-07-01', '3')).toBe('2026-10-01');
    expect(serviceEndDate('2026-07-01', '6')).toBe('2027-01-01');
    expect(serviceEndDate('2026-07-01', '12')).toBe('2027-07-01');
  });

  it('clamps to the last day of shorter months', () => {
    expect(serviceEndDate('2026-01-31', '1')).toBe('2026-02-28');
    expect(serviceEndDate('2027-11-30', '3')).toBe('2028-02-29');
    expect(serviceEndDate('2026-08-31', '6')).toBe('2027-02-28');
    expect(serviceEndDate('2026-05-31', '1')).toBe('2026-06-30');
  });

  it('uses the custom end date, and is unknown without a start', () => {
    expect(serviceEndDate('2026-07-01', 'custom', '2026-07-20')).toBe('2026-07-20');
    expect(serviceEndDate('2026-07-01', 'custom')).toBeNull();
    expect(serviceEndDate('', '3')).toBeNull();
  });

  it('labels the length in 30.44-day months', () => {
    expect(periodLengthLabel('2026-07-01', '2026-10-01')).toBe('About 3 months');
    expect(periodLengthLabel('2026-07-01', '2026-07-11')).toBe('10 days');
    expect(periodLengthLabel('2026-07-01', null)).toBeNull();
  });
});

describe('quantities', () => {
  it('are disabled while their service is unchecked', () => {
    const form = toggleService(signupDefaults(), 'compost', false);
    expect(isQuantityDisabled(form, 'compost')).toBe(true);
    expect(isQuantityDisabled(form, 'garbage')).toBe(false);
    expect(isQuantityDisabled(toggleService(form, 'compost', true), 'compost')).toBe(false);
  });
});

describe('validation messages', () => {
  it('names each missing field', () => {
    const errors = validateSignup({ ...signupDefaults(), city: '', state: 'W', phone: '555-01', email: 'nope' });
    expect(errors).toMatchObject({
      name: 'Name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      phone: 'Phone number must be at least 10 digits',
      email: 'Valid email is required',
    });
  });

  it('accepts a complete form and refuses a custom end before the start', () => {
    expect(validateSignup(filled())).toEqual({});
    const bad = {
      ...filled(),
      serviceStartDate: '2026-07-10',
      serviceLength: 'custom' as const,
      serviceEndDate: '2026-07-01',
    };
    expect(validateSignup(bad).serviceEndDate).toBe(END_BEFORE_START);
  });
});

describe('premium and service numbers', () => {
  it('shows the same phone message the server answers for 900, 976 and N11 numbers', () => {
    for (const phone of ['1-900-555-0100', '(976) 555-0100', '(206) 911-0100', '411-555-0100']) {
      expect(validateSignup({ ...filled(), phone }).phone).toBe(MSG.phoneRange);
    }
    expect(validateSignup({ ...filled(), phone: '206-555-0911' })).toEqual({});
  });
});

describe('payload', () => {
  it('drops serviceLength, sends yyyy-MM-dd dates and omits empty notes', () => {
    const payload = buildSignupPayload({ ...filled(), serviceStartDate: '2026-07-04', serviceLength: '1' });
    expect(payload).not.toHaveProperty('serviceLength');
    expect(payload.serviceStartDate).toBe('2026-07-04');
    expect(payload.serviceEndDate).toBe('2026-08-04');
    expect(payload.notes).toBeNull();
  });

  it('sends no dates when no start was chosen', () => {
    const payload = buildSignupPayload(filled());
    expect(payload.serviceStartDate).toBeNull();
    expect(payload.serviceEndDate).toBeNull();
  });
});

describe('recycling week (optional)', () => {
  it('sends the picked collection day, and nothing when unknown, off the collection day or without recycling', () => {
    const form = { ...filled(), collectionDay: 'saturday' as const };
    expect(buildSignupPayload(form).recyclingAnchorDate).toBeNull();
    expect(buildSignupPayload({ ...form, recyclingAnchorDate: '2026-12-05' }).recyclingAnchorDate).toBe('2026-12-05');
    expect(buildSignupPayload({ ...form, recyclingAnchorDate: '2026-12-04' }).recyclingAnchorDate).toBeNull();
    expect(
      buildSignupPayload({ ...form, needsRecycling: false, recyclingAnchorDate: '2026-12-05' }).recyclingAnchorDate,
    ).toBeNull();
  });
});
