import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread from a TypeScript file. Node 20 cannot load `.ts` in a worker, and a worker
 * does not inherit the `--import tsx` hooks of its parent (nor does a vitest fork have them), so the
 * worker's first step registers tsx's loader and then imports the file: the worker code stays a real
 * module that the typecheck and the linter see (docs/decisions/0025-test-support-and-bench-builds.md).
 */
export function startTsWorker(file: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const tsxApi = tsxEsmApi();
  const boot = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

let tsxApiUrl: string | undefined;

/** tsx's ESM register API by its package exports (a plain `require.resolve` picks the CommonJS build). */
function tsxEsmApi(): string {
  if (tsxApiUrl) return tsxApiUrl;
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  tsxApiUrl = pathToFileURL(join(dirname(manifest), pkg.exports['./esm/api'].import.default)).href;
  return tsxApiUrl;
}
