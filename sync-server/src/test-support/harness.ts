import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { employees, type Role } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { cheapHashesForTests, hashPassword } from '../auth/password';
import { LoginRateLimiter } from '../auth/rate-limit';
import { DB_FILE_NAME, openStore, type Store } from '../db/connection';
import { ensureAdmin } from '../db/seed-admin';
import { loadConfig } from '../env';

// Every test signs in many times: a production-cost scrypt per sign-in was minutes of CI.
cheapHashesForTests();

export const ADMIN_PASSWORD = 'admin-pass-123';
export const TEST_PASSWORD = 'test-pass-123';
const ORIGIN = 'http://localhost:3000';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * The real Hono app on a fresh SQLite file in a temp DATA_DIR. Requests go through `app.request`,
 * with a cookie jar per signed-in user.
 */
export async function createTestApp(env: Record<string, string> = {}, options: { serveStatic?: boolean } = {}) {
  // A DATA_DIR given reopens it (a restart, a restore); else a fresh one.
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bv-test-'));
  // In-process requests all come from one address: the signup limit is off unless a test sets it.
  const config = loadConfig({
    ADMIN_PASSWORD,
    NODE_ENV: 'test',
    PORT: '3000',
    SIGNUP_RATE_LIMIT: '0',
    ...env,
    DATA_DIR: dataDir,
  });
  const store: Store = openStore(join(dataDir, DB_FILE_NAME));
  await ensureAdmin(store, config);
  const limiter = new LoginRateLimiter();
  // The built app only where a test gives a DIST_DIR to serve it from.
  const app = createApp({ store, config, limiter, serveStatic: options.serveStatic ?? false });

  async function call<T = unknown>(
    method: string,
    path: string,
    opts: {
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
      raw?: NonNullable<RequestInit['body']>;
    } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { origin: ORIGIN, ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: NonNullable<RequestInit['body']> | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    } else if (method !== 'GET' && !opts.raw) {
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.request(`http://localhost:3000${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async function login(username: string, password: string) {
    const res = await call<{
      user: { id: number; username: string; role: string; mustChangePassword: boolean };
      firstSignIn: boolean;
    }>('POST', '/api/auth/login', {
      body: { username, password },
    });
    const setCookie = res.headers.get('set-cookie');
    return { ...res, cookie: setCookie ? setCookie.split(';')[0] : '' };
  }

  /** Creates an employee straight in the database and signs them in. */
  async function userWithRole(role: Role, username = `${role}-${Math.random().toString(36).slice(2, 8)}`) {
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const row = store.write((db) =>
      db.insert(employees).values({ username, passwordHash, role, name: username }).returning().get(),
    );
    const { cookie } = await login(username, TEST_PASSWORD);
    return { id: row.id, username, cookie };
  }

  async function adminCookie() {
    return (await login('admin', ADMIN_PASSWORD)).cookie;
  }

  const employeeRow = (id: number) => store.orm.select().from(employees).where(eq(employees.id, id)).get();

  function cleanup() {
    store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, store, config, dataDir, limiter, call, login, userWithRole, adminCookie, employeeRow, cleanup };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Shorthands bound to one cookie. */
export const as = (t: TestApp, cookie: string) => ({
  get: <T = unknown>(path: string) => t.call<T>('GET', path, { cookie }),
  post: <T = unknown>(path: string, body?: unknown) => t.call<T>('POST', path, { cookie, body }),
  patch: <T = unknown>(path: string, body?: unknown) => t.call<T>('PATCH', path, { cookie, body }),
  delete: <T = unknown>(path: string) => t.call<T>('DELETE', path, { cookie }),
});
