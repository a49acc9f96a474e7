import { configuredDataDir, loadConfig } from '../env';
import { startServer } from '../server';
import { explainStartupError } from '../startup-errors';

/** Starts the server on the configured DATA_DIR without building the PWA (npm run dev uses Vite's). */
export async function serveFromEnv(beforeStart?: (distDir: string) => void) {
  try {
    const config = loadConfig();
    beforeStart?.(config.distDir);
    const running = await startServer(config);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        void running.close().then(() => process.exit(0));
      });
    }
    return running;
  } catch (err) {
    console.error(`[server] cannot start: ${explainStartupError(err, configuredDataDir())}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await serveFromEnv();
