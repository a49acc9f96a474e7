// Builds pwa/src/app/crew-first-screen.tsx for Node into the folder named on the command line: the
// server imports it to render a crew member's first screen (build/crew-first-screen.ts). A process of
// its own, like build/render-pages.mjs: a build inside the app's build would share its plugins' state.
import { join } from 'node:path';
import { build } from 'vite';

// A production build whatever started it (a test runs with NODE_ENV=test): JSX compiled for React's
// production runtime, which the bundle's `process.env.NODE_ENV` below selects.
process.env.NODE_ENV = 'production';
const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node build/build-crew-renderer.mjs <outDir>');
await build({
  configFile: false,
  mode: 'production',
  root: 'pwa',
  // Errors only: the packages' "use client" lines, which mean nothing here, are a warning each.
  logLevel: 'error',
  resolve: { alias: { '@bin-valet/schema': join(process.cwd(), 'schema/index.ts') } },
  // React's production build, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Everything in the bundle: the built app may be served from a folder with no node_modules above it.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/app/crew-first-screen.tsx',
    outDir,
    emptyOutDir: true,
    minify: false,
    reportCompressedSize: false,
    rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
});
process.exit(0);
