import { loadConfig } from '../sync-server/src/env';
import { startServer } from '../sync-server/src/server';

/** The real server for benchmarks: no build step, no request log. */
const running = await startServer(loadConfig());
process.on('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
// Where the memory is, for the bench report: heap, buffers and the rest (SQLite, code, stacks).
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  console.error(
    `[memory] rss ${mb(m.rss)} heapUsed ${mb(m.heapUsed)} heapTotal ${mb(m.heapTotal)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)}`,
  );
});
