import { buildIfStale } from './build-if-stale';
import { serveFromEnv } from './serve';

/** npm start: build the PWA if dist/ is missing or stale, apply migrations, serve. */
await serveFromEnv((distDir) => buildIfStale(process.cwd(), distDir));
