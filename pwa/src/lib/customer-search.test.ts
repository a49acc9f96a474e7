import { describe, expect, it } from 'vitest';
import { firstMatches, matchesCustomer } from './customer-search';

const c = (name: string, phone = '2065550142') => ({
  name,
  address: '3434 W Raye St',
  phone,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
});

describe('matchesCustomer', () => {
  it('matches name, address and e-mail case-insensitively', () => {
    expect(matchesCustomer(c('Avery Anderson'), 'avery')).toBe(true);
    expect(matchesCustomer(c('Avery Anderson'), 'RAYE')).toBe(true);
    expect(matchesCustomer(c('Avery Anderson'), 'anderson@')).toBe(true);
    expect(matchesCustomer(c('Avery Anderson'), 'galer')).toBe(false);
  });
  it('matches part of the phone by digits, whatever the punctuation', () => {
    expect(matchesCustomer(c('A'), '555 01')).toBe(true);
    expect(matchesCustomer(c('A'), '(206) 555-0142')).toBe(true);
    expect(matchesCustomer(c('A', '206-555-0142'), '5550142')).toBe(true);
    expect(matchesCustomer(c('A'), '555 09')).toBe(false);
  });
  it('does not treat a street number inside words as a phone search', () => {
    expect(matchesCustomer(c('A', '2063400000'), '34th ave')).toBe(false);
  });
  it('matches everything on a blank query', () => {
    expect(matchesCustomer(c('A'), '   ')).toBe(true);
  });
});

describe('firstMatches', () => {
  const many = Array.from({ length: 7 }, (_, i) => c(`Customer ${i}`));
  it('returns nothing for a blank query', () => {
    expect(firstMatches(many, ' ')).toEqual({ matches: [], more: false });
  });
  it('returns the first 5 and says when there are more', () => {
    const r = firstMatches(many, 'customer');
    expect(r.matches).toHaveLength(5);
    expect(r.more).toBe(true);
    expect(firstMatches(many, 'customer 6')).toEqual({ matches: [many[6]], more: false });
  });
});
