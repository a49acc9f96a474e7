import { AUTH_MSG, changePasswordSchema, employees, loginSchema, sessions } from '@bin-valet/schema';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { clientAddress } from '../http/client-address';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { readJson } from '../http/validate';
import { meAnswer, requireAuth } from './guard';
import { HashQueue } from './hash-queue';
import { dummyHash, hashPassword, verifyPassword } from './password';
import type { LoginRateLimiter } from './rate-limit';
import { clearSession, issueSession, openSessionRow, readSession, revokeSessionRow } from './session';

export function authRoutes(limiter: LoginRateLimiter, hashing = new HashQueue()) {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const { username, password } = await readJson(c, loginSchema);
    const address = clientAddress(c);
    // Reserved before the slow check, so a parallel burst gets no more checks than a sequential one.
    const attempt = limiter.reserve(username, address);
    if (!attempt) throw new HttpError(429, AUTH_MSG.tooManyAttempts);
    const store = c.get('store');
    let row: typeof employees.$inferSelect | undefined;
    let ok = false;
    try {
      row = store.orm.select().from(employees).where(sql`lower(${employees.username}) = lower(${username})`).get();
      const hash = row?.passwordHash ?? dummyHash();
      ok = await hashing.run(address, () => verifyPassword(password, hash));
    } finally {
      if (row && ok && row.isActive) attempt.succeeded();
      else attempt.failed();
    }
    if (!row || !ok || !row.isActive) throw unauthorized(AUTH_MSG.invalidCredentials);
    const employee = row;
    const firstSignIn = employee.firstSignInAt === null;
    const session = store.write((db) => {
      // Written once per account, so a sign-in does not touch the replicated row every time.
      if (firstSignIn)
        db.update(employees)
          .set({ firstSignInAt: new Date().toISOString() })
          .where(eq(employees.id, employee.id))
          .run();
      return openSessionRow(db, employee.id);
    });
    await issueSession(c, employee.id, employee.sessionEpoch, session);
    const { id, username: name, role, mustChangePassword } = employee;
    return c.json({ user: { id, username: name, role, mustChangePassword }, firstSignIn });
  });

  // Ends the session on the server too, so a copied cookie stops working at once.
  app.post('/logout', async (c) => {
    const claims = await readSession(c);
    if (claims) c.get('store').write((db) => revokeSessionRow(db, claims.sessionId));
    clearSession(c);
    return c.json({ message: 'Logged out' });
  });

  // The screens send an account whose password someone else chose to change it first; the API keeps answering.
  app.get('/me', requireAuth, (c) => c.json(meAnswer(c.get('store'), c.get('user'))));

  app.post('/change-password', requireAuth, async (c) => {
    const { currentPassword, newPassword } = await readJson(c, changePasswordSchema);
    const store = c.get('store');
    const me = c.get('user');
    const row = store.orm.select().from(employees).where(eq(employees.id, me.id)).get();
    if (!row) throw unauthorized();
    // The same allowance as sign-in, shared with it: a stolen session must not become a password oracle.
    const address = clientAddress(c);
    const attempt = limiter.reserve(row.username, address);
    if (!attempt) throw new HttpError(429, AUTH_MSG.tooManyAttempts);
    let ok = false;
    try {
      ok = await hashing.run(address, () => verifyPassword(currentPassword, row.passwordHash));
    } finally {
      if (ok) attempt.succeeded();
      else attempt.failed();
    }
    if (!ok) throw badRequest(AUTH_MSG.currentIncorrect);
    const passwordHash = await hashing.run(address, () => hashPassword(newPassword));
    const epoch = row.sessionEpoch + 1;
    store.write((db) =>
      db
        .update(employees)
        .set({ passwordHash, sessionEpoch: epoch, mustChangePassword: false })
        .where(eq(employees.id, me.id))
        .run(),
    );
    // Other sessions die with the old epoch; this one carries on with a fresh token.
    const sessionId = c.get('sessionId');
    const session = store.orm.select().from(sessions).where(eq(sessions.id, sessionId)).get();
    if (!session) throw unauthorized();
    await issueSession(c, me.id, epoch, session);
    return c.json({ message: 'Password updated' });
  });

  return app;
}
