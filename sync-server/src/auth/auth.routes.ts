import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { AUTH_MSG, changePasswordSchema, employees, loginSchema } from '../../../schema';
import type { AppEnv } from '../app-env';
import { clientAddress } from '../http/client-address';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { readJson } from '../http/validate';
import { requireAuth } from './guard';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import type { LoginRateLimiter } from './rate-limit';
import { clearSession, issueSession } from './session';

export function authRoutes(limiter: LoginRateLimiter) {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const { username, password } = await readJson(c, loginSchema);
    const address = clientAddress(c);
    if (limiter.isBlocked(username, address)) throw new HttpError(429, AUTH_MSG.tooManyAttempts);
    const store = c.get('store');
    const row = store.orm.select().from(employees).where(sql`lower(${employees.username}) = lower(${username})`).get();
    const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
    if (!row || !ok || !row.isActive) {
      limiter.recordFailure(username, address);
      throw unauthorized(AUTH_MSG.invalidCredentials);
    }
    limiter.reset(username, address);
    await issueSession(c, row.id, row.sessionEpoch);
    return c.json({ user: { id: row.id, username: row.username, role: row.role } });
  });

  app.post('/logout', (c) => {
    clearSession(c);
    return c.json({ message: 'Logged out' });
  });

  app.get('/me', requireAuth, (c) => c.json({ user: c.get('user') }));

  app.post('/change-password', requireAuth, async (c) => {
    const { currentPassword, newPassword } = await readJson(c, changePasswordSchema);
    const store = c.get('store');
    const me = c.get('user');
    const row = store.orm.select().from(employees).where(eq(employees.id, me.id)).get();
    if (!row) throw unauthorized();
    if (!(await verifyPassword(currentPassword, row.passwordHash))) throw badRequest(AUTH_MSG.currentIncorrect);
    const passwordHash = await hashPassword(newPassword);
    const epoch = row.sessionEpoch + 1;
    store.write((db) =>
      db.update(employees).set({ passwordHash, sessionEpoch: epoch }).where(eq(employees.id, me.id)).run(),
    );
    // Other sessions die with the old epoch; this one carries on with a fresh token.
    await issueSession(c, me.id, epoch);
    return c.json({ message: 'Password updated' });
  });

  return app;
}
