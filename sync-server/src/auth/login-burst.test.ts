import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test/server-process';

/** Parallel login bursts against the real server process over real connections. */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
}, 40_000);
afterAll(() => server.stop());

const counts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => {
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});

describe('login limits under parallel bursts', () => {
  it('checks at most 5 wrong passwords for one account, however many arrive at once, and then refuses the right one', async () => {
    const burst = Array.from({ length: 300 }, (_, i) =>
      i === 120 ? server.login('admin', 'admin-pass-123') : server.login('admin', `wrong-password-${i}`),
    );
    const answers = await Promise.all(burst);
    const seen = counts(answers.map((a) => a.status));
    expect((seen[401] ?? 0) + (seen[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(seen[429]).toBeGreaterThanOrEqual(295);
    expect(answers.filter((a) => a.status === 429).every((a) => JSON.parse(a.body).message.includes('Too many'))).toBe(
      true,
    );
    // The window is full of failures now: the right password is refused too, without a session.
    const after = await server.login('admin', 'admin-pass-123');
    expect(after.status).toBe(429);
    expect(after.cookie).toBe('');
  }, 60_000);

  it('keeps a real user signing in within a second while 400 logins for made-up names are in flight', async () => {
    const bogus = Array.from({ length: 400 }, (_, i) => server.login(`nobody-${i}`, 'not-a-password', '127.0.0.3'));
    // Let the burst reach the server first.
    await new Promise((r) => setTimeout(r, 150));
    const [real, other] = await Promise.all([
      server.login('admin', 'admin-pass-123', '127.0.0.4'),
      server.call({ path: '/api/public/config', from: '127.0.0.4' }),
    ]);
    expect(real.status).toBe(200);
    expect(real.ms).toBeLessThan(1000);
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(500);
    const seen = counts((await Promise.all(bogus)).map((a) => a.status));
    // One address gets at most 50 failed checks across usernames in the window; the rest wait for nothing.
    expect(seen[401]).toBeLessThanOrEqual(50);
    expect(seen[429]).toBeGreaterThanOrEqual(350);
  }, 60_000);
});
