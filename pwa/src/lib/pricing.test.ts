import { describe, expect, it } from 'vitest';
import { FREE_JOBS_TEXT, MONTHLY_PRICE_TEXT, serviceRateText, trialSentence } from './pricing';

describe('pricing words', () => {
  it('says the public plan and the billing rate each for what it is', () => {
    expect(MONTHLY_PRICE_TEXT).toBe('$30 per month');
    expect(FREE_JOBS_TEXT).toBe('First two jobs free');
    expect(serviceRateText(5)).toBe('$5/service');
  });

  it('names the configured trial month, and none when there is none', () => {
    expect(trialSentence('September')).toBe(
      'Our free trial runs all through September: your first two jobs are on us, and we will let you know before regular pricing of $30 per month begins.',
    );
    expect(trialSentence(null)).toMatch(/^Our free trial is on: your first two jobs are on us/);
  });
});
