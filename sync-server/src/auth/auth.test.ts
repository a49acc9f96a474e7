import { SESSION_DAYS } from '@bin-valet/schema';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../app-env';
import { errorResponse } from '../http/errors';
import { ADMIN_PASSWORD, as, createTestApp, TEST_PASSWORD, type TestApp } from '../test-support';
import { requireRole } from './guard';
import { LoginRateLimiter } from './rate-limit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe('POST /api/auth/login', () => {
  it('signs the admin in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.login('admin', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: 1, username: 'admin', role: 'admin', mustChangePassword: false },
      firstSignIn: true,
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^bv_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('sets Secure cookies when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://bins.example' });
    const res = await secure.login('admin', ADMIN_PASSWORD);
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
    secure.cleanup();
  });

  it('refuses a wrong password and an unknown user with "Invalid credentials"', async () => {
    for (const [username, password] of [
      ['admin', 'wrong-password'],
      ['nobody', 'whatever1'],
    ]) {
      const res = await t.login(username, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid credentials' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('validates the body with the spec messages', async () => {
    expect((await t.call('POST', '/api/auth/login', { body: { username: '', password: 'x' } })).body).toEqual({
      message: 'Username is required',
    });
    expect((await t.call('POST', '/api/auth/login', { body: { username: 'admin', password: '' } })).body).toEqual({
      message: 'Password is required',
    });
    const bad = await t.call('POST', '/api/auth/login', {
      raw: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 429 after 5 failures in 15 minutes for a username and address, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await t.login('admin', 'wrong-password')).status).toBe(401);
    const blocked = await t.login('admin', ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect((blocked.body as unknown as { message: string }).message).toMatch(/Too many/);
    // Another username from the same address is not blocked.
    const crew = await t.userWithRole('crew', 'crew-one');
    expect(crew.cookie).not.toBe('');
  });

  it('forgets failures once the 15-minute window has passed', () => {
    let now = 0;
    const limiter = new LoginRateLimiter(5, 15 * 60_000, () => now);
    for (let i = 0; i < 5; i++) limiter.recordFailure('Admin', '1.2.3.4');
    expect(limiter.isBlocked('admin', '1.2.3.4')).toBe(true);
    expect(limiter.isBlocked('admin', '5.6.7.8')).toBe(false);
    now = 15 * 60_000 + 1;
    expect(limiter.isBlocked('admin', '1.2.3.4')).toBe(false);
  });

  it('refuses a deactivated employee', async () => {
    const crew = await t.userWithRole('crew', 'leaving');
    t.store.sqlite.prepare('UPDATE employees SET is_active = 0 WHERE id = ?').run(crew.id);
    expect((await t.login('leaving', TEST_PASSWORD)).status).toBe(401);
    // and the session they already had is over
    expect((await as(t, crew.cookie).get('/api/auth/me')).status).toBe(401);
  });
});

describe('GET /api/auth/me and logout', () => {
  it('returns the signed-in user, 401 without a session', async () => {
    const cookie = await t.adminCookie();
    expect((await as(t, cookie).get('/api/auth/me')).body).toEqual({
      user: { id: 1, username: 'admin', role: 'admin', mustChangePassword: false },
    });
    const anon = await t.call('GET', '/api/auth/me');
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: 'Authentication required' });
  });

  it('rejects a forged or tampered token', async () => {
    const cookie = await t.adminCookie();
    const tampered = `${cookie.slice(0, -3)}abc`;
    expect((await as(t, tampered).get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session at its expiry even after the token was verified and remembered', async () => {
    const cookie = await t.adminCookie();
    expect((await as(t, cookie).get('/api/auth/me')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (SESSION_DAYS * 24 * 60 * 60 + 60) * 1000);
      expect((await as(t, cookie).get('/api/auth/me')).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends every session of a deactivated employee at once, remembered tokens included', async () => {
    const crew = await t.userWithRole('crew');
    expect((await as(t, crew.cookie).get('/api/auth/me')).status).toBe(200);
    const admin = await t.adminCookie();
    expect((await as(t, admin).patch(`/api/admin/employees/${crew.id}`, { isActive: false })).status).toBe(200);
    expect((await as(t, crew.cookie).get('/api/auth/me')).status).toBe(401);
  });

  it('logout clears the cookie', async () => {
    const cookie = await t.adminCookie();
    const res = await as(t, cookie).post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/bv_session=;.*Max-Age=0/);
  });

  it('logout ends that session on the server: a copy of the old cookie is refused, other sessions live on', async () => {
    const copied = await t.adminCookie();
    const other = await t.adminCookie();
    expect((await as(t, copied).get('/api/auth/me')).status).toBe(200);
    expect((await as(t, copied).post('/api/auth/logout')).status).toBe(200);
    const after = await as(t, copied).get('/api/auth/me');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Authentication required' });
    expect((await as(t, copied).get('/api/signups')).status).toBe(401);
    expect((await as(t, other).get('/api/auth/me')).status).toBe(200);
  });

  it('ends every session 30 days after sign-in, however often its token was refreshed', async () => {
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now();
    let cookie = await t.adminCookie();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Used every 10 days: each use after a day re-issues the token, so it never reaches its own expiry.
      for (const days of [10, 20, 29]) {
        vi.setSystemTime(start + days * day);
        const res = await as(t, cookie).get('/api/auth/me');
        expect(res.status, `day ${days}`).toBe(200);
        const renewed = res.headers.get('set-cookie');
        if (renewed) cookie = renewed.split(';')[0];
      }
      vi.setSystemTime(start + 30 * day + 60_000);
      expect((await as(t, cookie).get('/api/auth/me')).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/auth/change-password', () => {
  it('requires a session', async () => {
    const res = await t.call('POST', '/api/auth/change-password', {
      body: { currentPassword: 'a', newPassword: 'bbbbbb' },
    });
    expect(res.status).toBe(401);
  });

  it('gives each error message of the spec', async () => {
    const me = as(t, await t.adminCookie());
    expect(
      (await me.post('/api/auth/change-password', { currentPassword: '', newPassword: 'longenough' })).body,
    ).toEqual({
      message: 'Current password is required',
    });
    const short = await me.post('/api/auth/change-password', { currentPassword: ADMIN_PASSWORD, newPassword: '123' });
    expect(short.status).toBe(400);
    expect((short.body as { message: string }).message).toContain('must be at least 6 characters');
    const wrong = await me.post('/api/auth/change-password', { currentPassword: 'not-it', newPassword: 'longenough' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Current password is incorrect' });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const first = await t.adminCookie();
    const second = await t.adminCookie();
    const res = await t.call('POST', '/api/auth/change-password', {
      cookie: first,
      body: { currentPassword: ADMIN_PASSWORD, newPassword: 'brand-new-pass' },
    });
    expect(res.status).toBe(200);
    const renewed = (res.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await as(t, renewed).get('/api/auth/me')).status).toBe(200);
    expect((await as(t, second).get('/api/auth/me')).status).toBe(401);
    expect((await t.login('admin', ADMIN_PASSWORD)).status).toBe(401);
    expect((await t.login('admin', 'brand-new-pass')).status).toBe(200);
  });
});

describe('role guard', () => {
  function guarded() {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('store', t.store);
      c.set('config', t.config);
      await next();
    });
    app.get('/manager', requireRole('manager'), (c) => c.json({ ok: true }));
    app.onError(errorResponse);
    return (cookie?: string) => app.request('/manager', { headers: cookie ? { cookie } : {} });
  }

  it('lets the role and admin through, refuses others with 403 and anonymous with 401', async () => {
    const get = guarded();
    const manager = await t.userWithRole('manager');
    const crew = await t.userWithRole('crew');
    expect((await get(manager.cookie)).status).toBe(200);
    expect((await get(await t.adminCookie())).status).toBe(200);
    const denied = await get(crew.cookie);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Forbidden' });
    expect((await get()).status).toBe(401);
  });

  it('compares roles case-insensitively', async () => {
    const get = guarded();
    const odd = await t.userWithRole('crew');
    t.store.sqlite.prepare("UPDATE employees SET role = 'MANAGER' WHERE id = ?").run(odd.id);
    expect((await get(odd.cookie)).status).toBe(200);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const loginFrom = (app: TestApp, forwardedFor: string, password: string) =>
    app.call('POST', '/api/auth/login', {
      body: { username: 'admin', password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits each client the proxy names, not the proxy itself', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      for (let i = 0; i < 5; i++) expect((await loginFrom(proxied, '203.0.113.7', 'wrong-pass')).status).toBe(401);
      expect((await loginFrom(proxied, '203.0.113.7', ADMIN_PASSWORD)).status).toBe(429);
      // Another client behind the same proxy signs in; a spoofed first entry does not dodge the limit.
      expect((await loginFrom(proxied, '198.51.100.2', ADMIN_PASSWORD)).status).toBe(200);
      expect((await loginFrom(proxied, '10.0.0.1, 203.0.113.7', ADMIN_PASSWORD)).status).toBe(429);
    } finally {
      proxied.cleanup();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 5; i++) expect((await loginFrom(t, `203.0.113.${i}`, 'wrong-pass')).status).toBe(401);
    expect((await loginFrom(t, '198.51.100.2', ADMIN_PASSWORD)).status).toBe(429);
  });
});
