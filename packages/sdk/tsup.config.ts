import { defineConfig } from 'tsup';

// Entries match the exports map: one entry, ESM + CJS + declarations for both.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
});
