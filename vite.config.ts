import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// schema/ is declarations only: what a bundle does not use (the drizzle tables) stays out of it.
// Chakra's theme module builds its default config with a plain `defineConfig(...)` call that keeps every
// recipe alive; marked pure, the crew system's few recipes come without the rest
// (docs/decisions/0023-crew-startup-javascript.md).
const schemaWithoutSideEffects = {
  moduleSideEffects: (id: string) => !id.includes('/schema/'),
  manualPureFunctions: ['defineConfig'],
};

/**
 * Writes a Brotli and a gzip copy beside each text file of the build, which the server sends as they are
 * (docs/decisions/0029-crew-startup-over-3g.md): over a slow link the bytes are most of the wait.
 */
function precompress(): Plugin {
  return {
    name: 'bin-valet-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(?:js|css|html|svg|webmanifest|json)$/.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = Buffer.from(source);
        if (bytes.byteLength < 1024) continue;
        const file = join(outDir, fileName);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  worker: { rollupOptions: { treeshake: schemaWithoutSideEffects } },
  resolve: { alias: { '@bin-valet/schema': fileURLToPath(new URL('./schema/index.ts', import.meta.url)) } },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: { treeshake: schemaWithoutSideEffects },
  },
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  plugins: [
    react(),
    precompress(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Magnolia Bin Valet',
        short_name: 'Bin Valet',
        description: 'Bin valet service for Magnolia, Seattle: routes, tasks and customers, online or off.',
        start_url: '/crew-dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#2f855a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Map tiles stay usable offline after a first view (docs/architecture.md §1).
            urlPattern: /^https:\/\/[abc]?\.?tile\.openstreetmap\.org\/.*/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'map-tiles',
              expiration: { maxEntries: 2000, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
});
