import { type ChildProcess, spawn } from 'node:child_process';

/** Runs a TypeScript entry in a child Node process through tsx, stdout piped for the caller to read. */
export function spawnNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  nodeFlags: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Resolves once `url` answers below 500; throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}
