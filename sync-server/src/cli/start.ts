import { configuredDataDir, loadConfig } from '../env';
import { startServer } from '../server';
import { explainStartupError } from '../startup-errors';
import { buildIfStale } from './build-if-stale';

try {
  const config = loadConfig();
  buildIfStale(process.cwd(), config.distDir);
  const running = await startServer(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void running.close().then(() => process.exit(0));
    });
  }
} catch (err) {
  console.error(`[server] cannot start: ${explainStartupError(err, configuredDataDir())}`);
  process.exit(1);
}
