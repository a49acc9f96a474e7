import { defineConfig } from 'vitest/config';

export default defineConfig({
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
