import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from '@tilawat/testing';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story as a test in Debian's Chromium (offline flags from @tilawat/testing): it renders,
 * its play function passes, and axe finds no violation (preview.ts sets a11y.test = 'error').
 * Run once per theme so colour contrast is proven in light and dark.
 */
function storybookProject(theme: 'light' | 'dark'): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { theme } })],
    test: {
      name: theme === 'light' ? 'storybook' : 'storybook-dark',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      storybookProject('light'),
      storybookProject('dark'),
    ],
  },
});
