// @vitest-environment jsdom

import { todayIn } from '@bin-valet/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessToday, businessTz, refreshBusinessTz } from './business-day';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('business day', () => {
  it('uses the default zone until the server names one, then remembers it offline', async () => {
    expect(businessTz()).toBe('America/Los_Angeles');
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ businessTz: 'Pacific/Auckland' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    await refreshBusinessTz();
    expect(businessTz()).toBe('Pacific/Auckland');
    expect(businessToday()).toBe(todayIn('Pacific/Auckland'));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await refreshBusinessTz();
    expect(businessTz()).toBe('Pacific/Auckland');
  });
});
