import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, validSignup } from '../test-support';

/** A JSON body is read only under its own type: anything a cross-site form can send without asking is refused. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const signupWith = (type: string) =>
  t.call<{ message?: string }>('POST', '/api/signups', {
    raw: JSON.stringify(validSignup()),
    headers: { 'content-type': type },
  });

describe('JSON bodies', () => {
  it('refuses a type that only mentions application/json, and stores nothing', async () => {
    for (const type of ['text/plain; x=application/json', 'text/plain;application/json', 'application/jsonx']) {
      const res = await signupWith(type);
      expect(res.status, type).toBe(400);
      expect(res.body.message).toBe('Content-Type must be application/json');
    }
    const cookie = await t.adminCookie();
    expect((await t.call<unknown[]>('GET', '/api/signups', { cookie })).body).toEqual([]);
  });

  it('accepts application/json with or without a charset', async () => {
    expect((await signupWith('application/json')).status).toBe(201);
    expect((await signupWith('Application/JSON; charset=UTF-8')).status).toBe(201);
  });
});
