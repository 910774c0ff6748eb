import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file at any depth: a module split into sub-domain folders keeps its tables found.
  schema: ['./src/modules/**/*.tables.ts', './src/platform/**/*.tables.ts'],
  out: './migrations',
});
