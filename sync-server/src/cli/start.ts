import { loadConfig } from '../env';
import { startServer } from '../server';
import { buildIfStale } from './build-if-stale';

const config = loadConfig();
buildIfStale(process.cwd(), config.distDir);
const running = await startServer(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
