import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The server's test support under a name, so PWA tests do not climb into the server's folders (tsconfig.json too).
  resolve: {
    alias: {
      '@test-support/server': fileURLToPath(new URL('./sync-server/src/test-support/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['schema/**/*.test.ts', 'sync-server/**/*.test.ts', 'pwa/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { NODE_ENV: 'test' },
  },
});
