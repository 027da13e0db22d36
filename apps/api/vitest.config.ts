import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each test file builds its own app over its own database; PGlite runs on the main thread.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // *.postgres.test.ts start real api processes on one PostgreSQL database (PGlite is one process's):
    // they run in the PostgreSQL run, DATABASE_URL set (.ci/run), and are not part of the PGlite one.
    exclude: process.env.DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, '**/*.postgres.test.ts'],
  },
});
