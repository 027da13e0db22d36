import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The Storybook UI itself (sidebar, controls) shows Bengali too: serve the kit's Bengali face to it, so
  // machines without a Bengali system font (Debian, CI) read words, not boxes. No network involved.
  staticDirs: [{ from: '../node_modules/@fontsource/noto-sans-bengali/files', to: '/fonts' }],
  managerHead: (head) => `${head}
    <style>
      @font-face {
        font-family: 'Noto Sans Bengali';
        font-weight: 400;
        font-display: swap;
        src: url('./fonts/noto-sans-bengali-bengali-400-normal.woff2') format('woff2');
      }
    </style>`,
  viteFinal: (config) =>
    mergeConfig(config, {
      build: {
        // Storybook's own preview bundles (axe-core, the docs blocks) are large by nature and never reach
        // a learner; the web's budgets are measured on the web's build.
        chunkSizeWarningLimit: 1600,
        rollupOptions: {
          onwarn(warning, warn) {
            // Known and harmless, so they do not hide a warning that matters: react-hot-toast's
            // "use client" (meant for Next.js; meaningless in a client bundle) and zod's comments that
            // Rollup cannot place (it drops them; the code is unchanged).
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'INVALID_ANNOTATION') return;
            warn(warning);
          },
        },
      },
      optimizeDeps: {
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the story tests.
        include: [
          'react-hot-toast',
          // Imported dynamically by PdfViewer: listed so its first story does not trigger a re-optimise.
          'pdfjs-dist',
          '@tilawat/domain > @reduxjs/toolkit',
          '@tilawat/domain > js-cookie',
          '@tilawat/domain > jwt-decode',
          '@tilawat/domain > zod',
        ],
      },
    }),
  core: {
    // The machine is offline: no telemetry, no "what's new" fetch.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;
