import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraSystemPlugin } from './build/chakra-system-in-steps';
import { componentsChunkGroup, crewChunkGroup } from './build/crew-chunk';
import { crewFirstScreen } from './build/crew-first-screen';
import { emotionStylesInPlacePlugin } from './build/emotion-styles-in-place';
import { type PublicPage, prerenderPublicPages, trackingStartScript } from './build/prerender';
import { crewStart, precompress } from './build/vite-plugins';

// schema/ is declarations only: what a bundle does not use (the drizzle tables) stays out of it.
// Chakra's theme module builds its default config with a plain `defineConfig(...)` call that keeps every
// recipe alive; marked pure, the crew system's few recipes come without the rest
// (docs/decisions/0023-crew-startup-javascript.md).
const schemaWithoutSideEffects = {
  moduleSideEffects: (id: string) => !id.includes('/schema/'),
  manualPureFunctions: ['defineConfig'],
};

// What a customer opens from a text or a flyer is in the HTML (docs/decisions/0051-prerendered-public-pages.md).
const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'landing',
    paths: ['/'],
    renders: '/',
    modules: ['features/public/landing-page.tsx', 'app/full-theme.tsx'],
  },
  {
    name: 'signup',
    paths: ['/signup'],
    renders: '/signup',
    modules: ['features/public/signup-page.tsx', 'app/full-theme.tsx', 'app/office-query-provider.tsx'],
  },
  {
    name: 'login',
    paths: ['/login'],
    renders: '/login',
    modules: ['features/auth/login-page.tsx', 'app/full-theme.tsx'],
  },
  {
    name: 'track',
    paths: ['/track/:token'],
    renders: '/track/-',
    modules: ['features/tracking/tracking-page.tsx', 'app/full-theme.tsx', 'app/office-query-provider.tsx'],
    start: { file: 'tracking-start.js', code: trackingStartScript() },
  },
];

/** The crew start's lazily loaded modules: its screen, the signed-in frame and the first read of its cards. */
const CREW_SCREEN = ['features/crew-dashboard/crew-dashboard-page.tsx', 'app/staff-layout.tsx', 'db/crew-cards.ts'];
/** What a phone that holds nothing yet loads besides: the sync engine, which stores the day. */
const NEW_DEVICE = ['sync/runtime.ts'];

/** Chakra's components the crew's first screen renders, by their folder in the package (build/crew-chunk.ts). */
const FIRST_SCREEN_COMPONENTS = [
  'alert',
  'badge',
  'button',
  'card',
  'container',
  'field',
  'flex',
  'group',
  'image',
  'input',
  'input-group',
  'link',
  'visually-hidden',
];

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
    // Every browser the crew and customers use has <link rel="modulepreload">: the polyfill was 0.5 KB
    // gzip of the entry, before the crew's first card. Where it is missing, chunks still load on import.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      treeshake: schemaWithoutSideEffects,
      // Everything the entry imports statically in one chunk, not forty: over a slow link each extra request
      // waits for one of the browser's six connections (docs/decisions/0029-crew-startup-over-3g.md).
      // Without the dependencies of what it captures: Chakra's full recipe set, reachable from the crew
      // theme's imports but used by the full theme only, stays in the lazy full-theme chunk.
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], includeDependenciesRecursively: false },
            crewChunkGroup({
              src: fileURLToPath(new URL('./pwa/src/', import.meta.url)),
              crew: CREW_SCREEN,
              public: ['main.tsx', ...PUBLIC_PAGES.flatMap((page) => page.modules)],
              router: 'app/router.tsx',
            }),
            componentsChunkGroup(FIRST_SCREEN_COMPONENTS),
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  plugins: [
    react(),
    // Chakra builds the global CSS when first read; a built page, which has it in its head, never does (app/theme.ts).
    // And its system can be made over a few tasks instead of one long one (app/system-steps.ts).
    chakraSystemPlugin(),
    // A prerendered page's styles stay in its head: moving them restyled the whole page (build/emotion-styles-in-place.ts).
    emotionStylesInPlacePlugin(),
    precompress(),
    // The crew's start page asks for its data, its screen and the sync engine with the entry (docs/decisions/0029).
    crewStart('/crew-dashboard', { screen: CREW_SCREEN, newDevice: NEW_DEVICE }),
    prerenderPublicPages(PUBLIC_PAGES),
    // A crew member's first screen, rendered by the server with their day (docs/decisions/0058).
    crewFirstScreen([...CREW_SCREEN, ...NEW_DEVICE]),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Magnolia Bin Valet',
        short_name: 'Bin Valet',
        description: 'Bin valet service for Magnolia, Seattle: routes, tasks and customers, online or off.',
        // Who the installed app is: a later change of start_url must not make it another app.
        id: '/crew-dashboard',
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
        // The server's own files (the crew page's renderer and template) never reach a phone.
        globIgnores: ['server/**'],
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
