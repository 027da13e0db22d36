import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each test file builds its own app over its own database; PGlite runs on the main thread.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
