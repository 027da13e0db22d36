import { defineConfig } from 'tsup';

// The server and the seeding command, bundled for `node dist/…` (workspace packages inlined, npm dependencies external).
export default defineConfig({
  entry: { server: 'src/server.ts', 'seed-cli': 'src/seed/cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  splitting: false,
});
