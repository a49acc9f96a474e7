import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

export interface RawRequest {
  method?: string;
  path: string;
  body?: unknown;
  cookie?: string;
  /** Source address of the connection (any of 127.0.0.0/8 on Linux), to act as another client. */
  from?: string;
}

/**
 * The real server (`sync-server/src/cli/serve.ts`) as a child process on a fresh DATA_DIR and a free
 * port, for tests that need real concurrent connections. Requests go over loopback with node:http,
 * without a keep-alive pool, so each one is its own connection like separate clients.
 */
export async function startServerProcess(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bv-proc-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/cli/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_REQUESTS: '0',
      ADMIN_PASSWORD: 'admin-pass-123',
      DIST_DIR: join(dataDir, 'no-dist'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });

  function call(req: RawRequest): Promise<RawResponse> {
    const started = performance.now();
    const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
    return new Promise((resolve, reject) => {
      const r = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: req.method ?? (payload ? 'POST' : 'GET'),
          path: req.path,
          localAddress: req.from,
          agent: false,
          headers: {
            origin: `http://localhost:${port}`,
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

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await call({ path: '/api/public/config' })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  async function login(username: string, password: string, from?: string) {
    const res = await call({ path: '/api/auth/login', body: { username, password }, from });
    const setCookie = res.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
    return { ...res, cookie };
  }

  async function stop() {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { port, dataDir, call, login, stop };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
