// Renders the public pages named on the command line (pwa/src/app/prerender.tsx through Vite's SSR
// loader) and prints them as one JSON object. A process of its own: the app's modules may leave timers
// behind that would keep the build from exiting.
import { join } from 'node:path';
import { createServer } from 'vite';

const server = await createServer({
  configFile: false,
  root: 'pwa',
  logLevel: 'error',
  appType: 'custom',
  // Nothing to watch or pre-bundle: one render of a few pages.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  cacheDir: join(process.cwd(), 'node_modules/.vite-prerender'),
  resolve: { alias: { '@bin-valet/schema': join(process.cwd(), 'schema/index.ts') } },
});
const { renderPage } = await server.ssrLoadModule('/src/app/prerender.tsx');
const out = {};
for (const pathname of process.argv.slice(2)) out[pathname] = await renderPage(pathname);
// Exit once the pipe has taken it all: an exit at once would cut a long answer short.
process.stdout.write(JSON.stringify(out), () => process.exit(0));
