import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Named entries instead of climbing directories: the shared schema, and the server's test support (tsconfig.base.json too).
  resolve: {
    alias: {
      '@bin-valet/schema': fileURLToPath(new URL('./schema/index.ts', import.meta.url)),
      '@test-support/server': fileURLToPath(new URL('./sync-server/src/test-support/index.ts', import.meta.url)),
    },
  },
  test: {
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['sync-server/**/*.test.ts'],
          // Each file's tests build their own app and SQLite file; reloading Hono, drizzle and the whole
          // server graph for every file was two thirds of the suite's time (163 s, 106 s of it imports).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          // Module mocks and stubbed globals (the PWA's) need a fresh module graph per file.
          include: ['schema/**/*.test.ts', 'pwa/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'build/**/*.test.ts'],
        },
      },
    ],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: a single fork on a 2-core machine. The
    // integration files wait on SQLite, sockets and timers, so two forks use both cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { NODE_ENV: 'test' },
  },
});
