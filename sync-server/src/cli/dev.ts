import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * `npm run dev`: the sync server in watch mode on PORT 3000 and the Vite dev server,
 * whose config proxies /api to it. Signals go to both children; when one exits, the other is stopped.
 */
const root = process.cwd();
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);
const apiPort = process.env.PORT ?? '3000';

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', 'sync-server/src/cli/serve.ts'], {
    cwd: root,
    stdio: 'inherit',
    // serve.ts never builds dist/: in dev the browser uses Vite's page.
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(bin('vite'), [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_TARGET: process.env.VITE_API_TARGET ?? `http://127.0.0.1:${apiPort}` },
  }),
];

let stopping = false;
function stopAll(signal: NodeJS.Signals, code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) {
  child.on('exit', (code) => {
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
    stopAll('SIGTERM', code ?? 0);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAll(signal));
