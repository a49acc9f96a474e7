import { addDays, todayIn } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { FREE_JOBS_TEXT, MONTHLY_PRICE_TEXT, owedText, PLAN_TEXT, serviceRateText, trialSentence } from './pricing';

describe('pricing words', () => {
  it('says the public plan and the office rate each for what it is', () => {
    expect(MONTHLY_PRICE_TEXT).toBe('$30 per month');
    expect(FREE_JOBS_TEXT).toBe('First two jobs free');
    expect(PLAN_TEXT).toBe('$30 per month, first two jobs free');
    expect(serviceRateText(5)).toBe('$5/service (office rate)');
  });

  it('names the trial month only while it is this month or ahead in the year', () => {
    expect(trialSentence('September', '2026-09-30')).toBe(
      'Our free trial runs all through September: your first two jobs are on us, and we will let you know before regular pricing of $30 per month begins.',
    );
    expect(trialSentence('September', '2026-01-01')).toMatch(/^Our free trial runs all through September:/);
    expect(trialSentence('July', '2026-11-26')).toMatch(/^Our free trial is on: your first two jobs are on us/);
    expect(trialSentence('December', '2026-12-31')).toMatch(/through December/);
    expect(trialSentence('January', '2027-02-01')).toMatch(/^Our free trial is on:/);
    expect(trialSentence(null, '2026-06-01')).toMatch(/^Our free trial is on:/);
  });

  it('never names a month that has passed, on any day of the year', () => {
    const today = todayIn('America/Los_Angeles');
    for (let i = 0; i < 366; i += 17) {
      const day = addDays(today, i);
      const month = Number(day.slice(5, 7));
      expect(trialSentence('June', day).includes('June')).toBe(month <= 6);
    }
  });

  it('says what the customer owes in a sentence', () => {
    expect(owedText({ paymentStatus: 'trial', amountOwed: 0, freeJobsLeft: 2 })).toBe(
      'Nothing to pay: 2 free jobs left.',
    );
    expect(owedText({ paymentStatus: 'trial', amountOwed: 0, freeJobsLeft: 1 })).toBe(
      'Nothing to pay: 1 free job left.',
    );
    expect(owedText({ paymentStatus: 'due', amountOwed: 30, freeJobsLeft: 0 })).toBe('$30 due.');
    expect(owedText({ paymentStatus: 'overdue', amountOwed: 60, freeJobsLeft: 0 })).toBe('$60 overdue.');
    expect(owedText({ paymentStatus: 'paid', amountOwed: 0, freeJobsLeft: 0 })).toBe(
      'Nothing to pay: you are paid up.',
    );
  });
});
