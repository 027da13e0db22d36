import { fileURLToPath } from 'node:url';
import { SlowTestsVitestReporter } from '@tilawat/testing/slow-tests';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Server-render tests of pages (`*.test.tsx`) use the automatic JSX runtime, as Next does.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    // The tests slower than 5 s are named at the end (and again at the end of `pnpm test`).
    reporters: ['default', new SlowTestsVitestReporter({ suite: 'web' })],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
  },
});
