import { defineConfig } from 'tsup';

// Entries match the exports map: the client, the operator console's client (issue 19), and the contract's field limits on their own (plain data,
// no client: forms and the api's shared rules import them without the runtime); ESM + CJS + types for both.
export default defineConfig({
  entry: { index: 'src/index.ts', admin: 'src/admin.ts', 'field-limits': 'src/generated/field-limits.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
});
