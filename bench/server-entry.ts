import { loadConfig } from '../sync-server/src/env';
import { startServer } from '../sync-server/src/server';

/** The real server for benchmarks: no build step, no request log. */
const running = await startServer(loadConfig());
process.on('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
