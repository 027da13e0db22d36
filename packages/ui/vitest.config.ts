import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from '@tilawat/testing';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story as a test in Debian's Chromium (offline flags from @tilawat/testing): it renders, its
 * play function passes, and axe finds no violation (preview.ts sets a11y.test = 'error') in the light
 * theme and then, on the same render, in the dark one (preview.ts's afterEach), so colour contrast is
 * proven in both.
 *
 * Until 28 November each story ran twice, as two browser instances (light and dark) of this project:
 * the dark instance rendered and played every story again only to change what axe measured, the
 * components reading nothing of the theme but its CSS custom properties. One render checked twice
 * halves the suite's longest part, and keeps what issue 11 §4 settled: one Vite server for the
 * `.storybook` dir, so one dependency optimiser and one pre-bundle (two servers had raced in one cache
 * directory on a cold clone: `Failed to fetch dynamically imported module …/setup-file.js`).
 */
const stories: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [
    storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { theme: 'light' } }),
  ],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      // The story files of a run share one page instead of opening one each: Storybook's preview and
      // the kit are loaded once (142 s → 87 s alone on two cores). Each story is rendered into a root the
      // addon clears; the project passes with its files shuffled (`--sequence.shuffle.files`).
      isolate: false,
    },
  },
};

export default defineConfig({
  test: {
    // A timeout is there to catch a test that hangs, not to time the machine. Alone here, the slowest
    // jsdom tests (footer, OTP, payment picker: getByRole and axe over a whole component) take 1–1.6 s;
    // on a fresh-clone `pnpm test` turbo runs every package's lint, typecheck and tests at once on two
    // cores, and with a CPU-bound process on one of them the same tests took up to 12 s, so Vitest's
    // default 5 s failed good tests (and a timed-out test kept typing into the next one's input).
    // Every project inherits this (`extends: true`).
    testTimeout: 60_000,
    browser: {
      // Likewise for a browser session to connect: its first page waits for the cold pre-bundle of the
      // story dependencies, which took 30–45 s under load here (default budget 60 s, which two
      // optimisers at once overran). Vitest reads this from the root config.
      connectTimeout: 180_000,
    },
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Worker threads, not forked processes: a fork must answer Vitest within a fixed 60 s to start,
          // which loaded runs (two cores, every package testing at once, a CPU-bound process beside)
          // overran once or twice in ten; a thread starts in the same process, cheaply.
          pool: 'threads',
          // One jsdom and one module graph for all the files of a worker, not one per file: building
          // jsdom and importing React, the kit and axe again for each of 85 files was three quarters of
          // this project's time (152 s → 39 s alone on two cores). The files share nothing: the setup
          // file unmounts after every test, and the suite passes with its files in shuffled orders
          // (`--sequence.shuffle.files`).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      stories,
    ],
  },
});
