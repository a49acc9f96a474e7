import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { mountCrewFirstScreen } from './crew-first-screen';

/** A path naming a file: missing, it is a 404 rather than the shell. */
const FILE_PATH = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|txt|webmanifest)$/i;

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and service worker never cached,
 * text files as the build's Brotli or gzip copy when the browser takes it,
 * and every non-/api path falls back to index.html so client routes survive a reload. A missing file
 * (an old hashed asset, a typo) is a 404, not the shell: a script tag given HTML fails confusingly.
 */
export function mountPwa(app: Hono<AppEnv>, distDir: string) {
  const root = relative(process.cwd(), distDir) || '.';
  // Set before serveStatic answers: its onFound runs after the answer is built, too late for a header.
  app.use('/assets/*', async (c, next) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    await next();
  });
  app.use('/assets/*', serveStatic({ root, precompressed: true }));
  app.use('*', async (c, next) => {
    if (!c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'no-cache');
    await next();
  });
  servePrerenderedPages(app, root, distDir);
  mountCrewFirstScreen(app, distDir);
  app.use('*', serveStatic({ root, precompressed: true }));
  app.all('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  // The shell carries the app's global styles (about 50 KB): sent as the build's compressed copy too.
  const shell = serveStatic({ root, path: 'index.html', precompressed: true });
  app.get('*', async (c, next) => {
    if (FILE_PATH.test(c.req.path)) return c.text('Not found', 404);
    if (!existsSync(join(distDir, 'index.html'))) {
      return c.text('The app has not been built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return (await shell(c, next)) ?? c.text('Not found', 404);
  });
}

/**
 * The public pages the build rendered ahead (dist/pages/routes.json maps each route to its file): a phone
 * reads them from the HTML before the app's code arrives (docs/decisions/0051-prerendered-public-pages.md).
 * A build without them serves the shell, as before.
 */
function servePrerenderedPages(app: Hono<AppEnv>, root: string, distDir: string) {
  const manifest = join(distDir, 'pages', 'routes.json');
  if (!existsSync(manifest)) return;
  const routes = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  for (const [route, file] of Object.entries(routes)) {
    app.get(route, serveStatic({ root, path: file, precompressed: true }));
  }
}
