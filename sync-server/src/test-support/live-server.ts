import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const LIVE_PUBLIC_URL = 'http://bins.test';
export const LIVE_ADMIN_PASSWORD = 'live-admin-pass-1';

export interface RawRequest {
  method?: string;
  path: string;
  body?: unknown;
  cookie?: string;
  /** Source address of the connection (any of 127.0.0.0/8 on Linux), to act as another client. */
  from?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

/**
 * The real server process (the product's own entry, sync-server/src/cli/serve.ts) on a fresh DATA_DIR
 * and a port the OS picks, for tests that need real concurrent requests over real sockets.
 */
export async function liveServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bv-live-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/cli/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      PORT: '0',
      LOG_REQUESTS: '0',
      ADMIN_PASSWORD: LIVE_ADMIN_PASSWORD,
      PUBLIC_URL: LIVE_PUBLIC_URL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });

  /** A JSON call over `raw`: the body parsed when it is JSON, the headers as a fetch `Headers`. */
  async function call<T = unknown>(method: string, path: string, opts: { cookie?: string; body?: unknown } = {}) {
    const res = await raw({ method, path, cookie: opts.cookie, body: opts.body });
    let body: unknown = res.body;
    try {
      body = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      // not JSON
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
    }
    return { status: res.status, body: body as T, headers };
  }

  async function login(username: string, password: string) {
    const res = await call<{ user: { id: number } }>('POST', '/api/auth/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    return { cookie, id: res.body.user.id };
  }

  /** A new employee made through the admin API, signed in. */
  async function employee(role: 'crew' | 'customer_service' | 'manager', password = 'employee-pass-1') {
    const admin = await login('admin', LIVE_ADMIN_PASSWORD);
    const username = `${role}-${Math.random().toString(36).slice(2, 8)}`;
    const made = await call<{ id: number }>('POST', '/api/admin/employees', {
      cookie: admin.cookie,
      body: { username, password, role, name: username },
    });
    if (made.status !== 201 && made.status !== 200) throw new Error(`create employee: ${made.status}`);
    const session = await login(username, password);
    return { ...session, username, password, adminCookie: admin.cookie };
  }

  /**
   * One request on its own connection (no keep-alive pool, like separate clients), optionally from
   * another loopback address; answers the status, headers, body text and time taken.
   */
  function raw(req: RawRequest): Promise<RawResponse> {
    const url = new URL(base);
    const started = performance.now();
    const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
    return new Promise((resolve, reject) => {
      const r = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: req.method ?? (payload ? 'POST' : 'GET'),
          path: req.path,
          localAddress: req.from,
          agent: false,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(req.cookie ? { cookie: req.cookie } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      r.on('error', reject);
      if (payload) r.write(payload);
      r.end();
    });
  }

  async function stop() {
    if (child.exitCode === null && !child.signalCode) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { base, dataDir, pid: child.pid, call, raw, login, employee, stop };
}

export type LiveServer = Awaited<ReturnType<typeof liveServer>>;
