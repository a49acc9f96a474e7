import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The schema's, the app's, the bench's and the build's test files, relative to the repository. */
const appTestFiles = ['schema', 'pwa', 'bench', 'build'].flatMap((dir) =>
  readdirSync(`${ROOT}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
    .map((f) => `${dir}/${f}`),
);
/**
 * A file that mocks modules or stubs globals needs a module graph of its own, and so does a jsdom file
 * (React and Emotion keep the first document they saw): the rest share one per worker.
 */
const needsOwnGraph = (file: string) =>
  /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\b|@vitest-environment/.test(
    readFileSync(`${ROOT}${file}`, 'utf8'),
  );
const ownGraph = new Set(appTestFiles.filter(needsOwnGraph));

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
        test: { name: 'app', include: [...ownGraph] },
      },
      {
        extends: true,
        // Reloading React, Chakra, Dexie and the schema for each of these files was a quarter of the
        // unit run's time (the app's files: 40.7 s, now 28.9 s).
        test: { name: 'app-shared', include: appTestFiles.filter((f) => !ownGraph.has(f)), isolate: false },
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
