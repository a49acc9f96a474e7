import { AUTH_MSG } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test-support';
import { MAX_SESSIONS_PER_ACCOUNT } from './session';

/** What one account may hold or try: live sign-ins, and guesses through the password change. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const me = (cookie: string) => t.call('GET', '/api/auth/me', { cookie });

describe('sessions per account', () => {
  it(`keeps the ${MAX_SESSIONS_PER_ACCOUNT} newest sign-ins: the next one ends the oldest`, async () => {
    const crew = await t.userWithRole('crew');
    const cookies = [crew.cookie];
    for (let i = 1; i < MAX_SESSIONS_PER_ACCOUNT; i++)
      cookies.push((await t.login(crew.username, TEST_PASSWORD)).cookie);
    for (const cookie of cookies) expect((await me(cookie)).status).toBe(200);
    const newest = (await t.login(crew.username, TEST_PASSWORD)).cookie;
    const newer = (await t.login(crew.username, TEST_PASSWORD)).cookie;
    expect((await me(newest)).status).toBe(200);
    expect((await me(newer)).status).toBe(200);
    expect((await me(cookies[0])).status).toBe(401);
    expect((await me(cookies[1])).status).toBe(401);
    for (const cookie of cookies.slice(2)) expect((await me(cookie)).status).toBe(200);
    // Another account's sessions are untouched.
    expect((await me(await t.adminCookie())).status).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('shares the sign-in limit: 5 wrong current passwords, then 429 even for the right one, and for sign-in too', async () => {
    const crew = await t.userWithRole('crew');
    const change = (currentPassword: string) =>
      t.call<{ message: string }>('POST', '/api/auth/change-password', {
        cookie: crew.cookie,
        body: { currentPassword, newPassword: 'brand-new-pass-9' },
      });
    for (let i = 0; i < 5; i++)
      expect(await change(`wrong-guess-${i}`)).toMatchObject({
        status: 400,
        body: { message: AUTH_MSG.currentIncorrect },
      });
    expect(await change('wrong-guess-6')).toMatchObject({ status: 429, body: { message: AUTH_MSG.tooManyAttempts } });
    expect((await change(TEST_PASSWORD)).status).toBe(429);
    expect((await t.login(crew.username, TEST_PASSWORD)).status).toBe(429);
    // The password did not change.
    expect((await me(crew.cookie)).status).toBe(200);
  });

  it('counts sign-in failures too, and a right answer still changes the password', async () => {
    const crew = await t.userWithRole('crew');
    for (let i = 0; i < 5; i++) expect((await t.login(crew.username, `nope-${i}`)).status).toBe(401);
    const res = await t.call('POST', '/api/auth/change-password', {
      cookie: crew.cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass-9' },
    });
    expect(res.status).toBe(429);
    const other = await t.userWithRole('crew');
    const ok = await t.call('POST', '/api/auth/change-password', {
      cookie: other.cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass-9' },
    });
    expect(ok.status).toBe(200);
    expect((await t.login(other.username, 'brand-new-pass-9')).status).toBe(200);
  });
});
