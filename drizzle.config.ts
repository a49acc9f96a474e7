import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './schema/tables/index.ts',
  out: './sync-server/src/db/migrations',
  casing: 'snake_case',
});
