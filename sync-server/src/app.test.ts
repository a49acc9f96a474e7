import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from './test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe('the app', () => {
  it('answers unknown /api paths with JSON 404, never the HTML shell', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await t.call(method, '/api/does-not-exist');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  it('sends security headers on every response', async () => {
    const res = await t.call('GET', '/api/public/config');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses cookie-carrying writes that are cross-origin or not JSON', async () => {
    const cookie = await t.adminCookie();
    const crossOrigin = await t.call('POST', '/api/auth/logout', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossOrigin.status).toBe(403);
    const formPost = await t.call('POST', '/api/auth/logout', {
      cookie,
      raw: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formPost.status).toBe(403);
    expect((await as(t, cookie).post('/api/auth/logout')).status).toBe(200);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { username: 'x'.repeat(1_100_000), password: 'y' } });
    expect(res.status).toBe(413);
  });

  it('exposes the contact details the public pages need', async () => {
    const res = await t.call<{ contactPhone: string; productName: string }>('GET', '/api/public/config');
    expect(res.status).toBe(200);
    expect(res.body.productName).toBe('Bin Valet');
  });

  it('names the free-trial month from FREE_TRIAL_MONTH (July by default, none when off)', async () => {
    type Answer = { freeTrialMonth: string | null };
    expect((await t.call<Answer>('GET', '/api/public/config')).body.freeTrialMonth).toBe('July');
    for (const [raw, month] of [
      ['september', 'September'],
      ['off', null],
    ] as const) {
      const other = await createTestApp({ FREE_TRIAL_MONTH: raw });
      try {
        expect((await other.call<Answer>('GET', '/api/public/config')).body.freeTrialMonth).toBe(month);
      } finally {
        other.cleanup();
      }
    }
    await expect(createTestApp({ FREE_TRIAL_MONTH: 'Julember' })).rejects.toThrow(/FREE_TRIAL_MONTH must be a month/);
  });
});
