import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { accountSummary, currentTrialMonth } from './pricing';

const paid = (amount: number, paymentDate: string, status = 'completed') => ({ amount, paymentDate, status });

describe('accountSummary', () => {
  const today = '2026-11-26';
  it('is a trial until the free jobs are used, owing nothing', () => {
    expect(accountSummary({ doneJobDates: [], payments: [], today })).toEqual({
      standing: 'trial',
      owed: 0,
      freeJobsLeft: 2,
    });
    expect(accountSummary({ doneJobDates: ['2026-11-07', '2026-11-14'], payments: [], today })).toEqual({
      standing: 'trial',
      owed: 0,
      freeJobsLeft: 0,
    });
  });

  it('charges $30 for each month with a job after the free ones: due this month, overdue from an earlier one', () => {
    const thisMonth = ['2026-11-07', '2026-11-14', '2026-11-21'];
    expect(accountSummary({ doneJobDates: thisMonth, payments: [], today })).toMatchObject({
      standing: 'due',
      owed: 30,
    });
    const earlier = ['2026-10-03', '2026-10-10', '2026-10-17', '2026-11-07'];
    expect(accountSummary({ doneJobDates: earlier, payments: [], today })).toMatchObject({
      standing: 'overdue',
      owed: 60,
    });
    // October paid: only November is owed, and it is this month's.
    expect(accountSummary({ doneJobDates: earlier, payments: [paid(30, '2026-10-31')], today })).toMatchObject({
      standing: 'due',
      owed: 30,
    });
    expect(accountSummary({ doneJobDates: earlier, payments: [paid(60, '2026-11-20')], today })).toMatchObject({
      standing: 'paid',
      owed: 0,
    });
  });

  it('ignores failed and pending payments, and a failed latest payment makes what is owed overdue', () => {
    const jobs = ['2026-11-07', '2026-11-14', '2026-11-21'];
    const facts = { doneJobDates: jobs, today };
    expect(accountSummary({ ...facts, payments: [paid(30, '2026-11-22', 'pending')] })).toMatchObject({
      standing: 'due',
      owed: 30,
    });
    expect(accountSummary({ ...facts, payments: [paid(30, '2026-11-22', 'failed')] })).toMatchObject({
      standing: 'overdue',
      owed: 30,
    });
  });
});

describe('currentTrialMonth', () => {
  it('names the month while it is current or ahead in the year, whatever its case', () => {
    expect(currentTrialMonth('July', '2026-07-31')).toBe('July');
    expect(currentTrialMonth('july', '2026-03-01')).toBe('July');
    expect(currentTrialMonth('July', '2026-08-01')).toBeNull();
    expect(currentTrialMonth('July', '2026-11-26')).toBeNull();
    expect(currentTrialMonth('December', '2026-12-25')).toBe('December');
    expect(currentTrialMonth('January', '2027-01-01')).toBe('January');
    expect(currentTrialMonth(null, '2026-01-01')).toBeNull();
    expect(currentTrialMonth('Julember', '2026-01-01')).toBeNull();
  });

  it('agrees with the month of every date through a year', () => {
    for (let i = 0; i < 365; i += 10) {
      const day = addDays('2026-01-01', i);
      expect(currentTrialMonth('May', day) === 'May').toBe(Number(day.slice(5, 7)) <= 5);
    }
  });
});
