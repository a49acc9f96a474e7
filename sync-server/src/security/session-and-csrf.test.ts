import type { SignupCreated } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, validSignup } from '../test-support';

/** Sessions, CSRF, rate limit, tracking tokens and headers, through the real app (docs/architecture.md §7.3). */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain http', async () => {
    const res = await t.login('admin', ADMIN_PASSWORD);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^bv_session=[^;]+/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://bins.example' });
    try {
      const res = await secure.login('admin', ADMIN_PASSWORD);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    } finally {
      secure.cleanup();
    }
  });

  it('refuses a forged or tampered cookie with 401', async () => {
    const { cookie } = await t.login('admin', ADMIN_PASSWORD);
    const tampered = `${cookie.slice(0, -3)}${cookie.endsWith('a') ? 'bcd' : 'abc'}`;
    for (const bad of [tampered, 'bv_session=not-a-jwt', 'bv_session=']) {
      expect((await t.call('GET', '/api/auth/me', { cookie: bad })).status).toBe(401);
    }
  });
});

describe('CSRF: cookie-carrying writes', () => {
  it('refuses a cross-origin write with 403 and writes nothing', async () => {
    const cookie = await t.adminCookie();
    const res = await t.call('POST', '/api/signups', {
      cookie,
      body: validSignup(),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await t.call<unknown[]>('GET', '/api/signups', { cookie })).body).toEqual([]);
    const del = await t.call('DELETE', '/api/admin/employees/1', { cookie, headers: { origin: 'null' } });
    expect(del.status).toBe(403);
  });

  it('accepts a same-origin write', async () => {
    const cookie = await t.adminCookie();
    const res = await t.call('POST', '/api/signups', { cookie, body: validSignup() });
    expect(res.status).toBe(201);
  });

  it('refuses form-encoded and text/plain writes that carry the cookie (a cross-site form can send those)', async () => {
    const cookie = await t.adminCookie();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/mixed']) {
      const res = await t.call('POST', '/api/admin/employees', {
        cookie,
        raw: 'username=mallory&password=secret1&role=manager',
        headers: { 'content-type': type },
      });
      expect([type, res.status]).toEqual([type, 403]);
    }
    const noType = await t.call('POST', '/api/auth/change-password', {
      cookie,
      raw: '{"currentPassword":"admin-pass-123","newPassword":"owned-by-mallory"}',
      headers: { 'content-type': '' },
    });
    expect(noType.status).toBe(403);
    expect((await t.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe('login rate limit', () => {
  it('answers 429 after repeated failures, even for the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.login('admin', 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await t.login('admin', ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('set-cookie')).toBeNull();
  });

  it('counts usernames case-insensitively', async () => {
    for (const name of ['admin', 'ADMIN', 'Admin', 'aDmin', 'admiN']) await t.login(name, 'wrong-password');
    expect((await t.login('admin', ADMIN_PASSWORD)).status).toBe(429);
  });
});

describe('public tracking tokens', () => {
  it('are at least 22 base64url characters (128 bits) and differ per customer', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await t.call<SignupCreated>('POST', '/api/signups', { body: validSignup() });
      expect(res.status).toBe(201);
      expect(res.body.trackingToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      // Anonymous signups never learn the numeric id.
      expect(res.body).not.toHaveProperty('customer');
      expect(JSON.stringify(res.body)).not.toMatch(/"id"/);
      tokens.add(res.body.trackingToken);
    }
    expect(tokens.size).toBe(20);
  });

  it('a guessed token or a numeric id reaches nothing', async () => {
    const created = await t.call<SignupCreated>('POST', '/api/signups', { body: validSignup() });
    expect((await t.call('GET', `/api/track/${created.body.trackingToken}`)).status).toBe(200);
    const guessed = created.body.trackingToken.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    for (const path of ['/api/track/1', `/api/track/${guessed}`, '/api/track/1/services', '/api/track/%2e%2e']) {
      const res = await t.call('GET', path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('anonymous reads of customer data by numeric id are 401', async () => {
    await t.call('POST', '/api/signups', { body: validSignup() });
    for (const path of [
      '/api/signups/1',
      '/api/signups',
      '/api/signups/1/jobs',
      '/api/customers/1/notes',
      '/api/customer/1/services',
      '/api/customer/1/upcoming-services',
    ]) {
      const res = await t.call('GET', path);
      expect([path, res.status, res.body]).toEqual([path, 401, { message: 'Authentication required' }]);
    }
  });
});

describe('security headers', () => {
  const expectHeaders = (label: string, h: Headers) => {
    const csp = h.get('content-security-policy') ?? '';
    expect([label, csp]).toEqual([label, expect.stringContaining("frame-ancestors 'none'")]);
    expect([label, csp]).toEqual([label, expect.stringContaining("default-src 'self'")]);
    expect([label, csp]).toEqual([label, expect.stringContaining("object-src 'none'")]);
    expect([label, csp]).not.toEqual([label, expect.stringContaining("script-src 'self' 'unsafe-inline'")]);
    expect([label, h.get('x-content-type-options')]).toEqual([label, 'nosniff']);
    expect([label, h.get('referrer-policy')]).toEqual([label, expect.stringMatching(/^(no-referrer|strict-origin)/)]);
  };

  it('are on every kind of response: success, public, 400, 401, 403, 404, 429, non-API', async () => {
    const cookie = await t.adminCookie();
    const created = await t.call<SignupCreated>('POST', '/api/signups', { body: validSignup() });
    const crew = await t.userWithRole('crew');
    const responses: [string, Headers][] = [
      ['login 200', (await t.login('admin', ADMIN_PASSWORD)).headers],
      ['me 200', (await t.call('GET', '/api/auth/me', { cookie })).headers],
      ['signup 201', created.headers],
      ['tracking 200', (await t.call('GET', `/api/track/${created.body.trackingToken}`)).headers],
      ['qr 200', (await t.call('GET', `/api/qr-code?url=${encodeURIComponent(t.config.publicUrl)}`)).headers],
      ['400', (await t.call('POST', '/api/signups', { body: {} })).headers],
      ['401', (await t.call('GET', '/api/signups')).headers],
      ['403', (await t.call('GET', '/api/admin/employees', { cookie: crew.cookie })).headers],
      ['404 api', (await t.call('GET', '/api/nothing-here', { cookie })).headers],
      ['404 page', (await t.call('GET', '/some/page')).headers],
    ];
    for (let i = 0; i < 5; i++) await t.login('crew-x', 'wrong-password');
    responses.push(['429', (await t.login('crew-x', 'wrong-password')).headers]);
    for (const [label, headers] of responses) expectHeaders(label, headers);
  });

  it('API answers are never cached', async () => {
    const cookie = await t.adminCookie();
    const res = await t.call('GET', '/api/signups', { cookie });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('secrets never leave the server', () => {
  it('no employee answer or sync page carries a password hash or session epoch', async () => {
    const crew = await t.userWithRole('crew');
    const cookie = await t.adminCookie();
    const answers = [
      await t.call('GET', '/api/admin/employees', { cookie }),
      await t.call('GET', '/api/admin/employees/active', { cookie: crew.cookie }),
      await t.call('GET', '/api/admin/employees/with-job-counts', { cookie }),
      await t.call('GET', `/api/admin/employees/${crew.id}`, { cookie }),
      await t.call('POST', '/api/admin/employees', { cookie, body: { username: 'fresh', password: 'secret1' } }),
      await t.call('PATCH', `/api/admin/employees/${crew.id}`, { cookie, body: { name: 'Crew' } }),
      await t.call('GET', '/api/auth/me', { cookie }),
      await t.call('GET', '/api/sync/pull', { cookie: crew.cookie }),
    ];
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/passwordHash|password_hash|sessionEpoch|session_epoch|scrypt\$/);
    }
  });
});
