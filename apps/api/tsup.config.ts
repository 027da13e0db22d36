import { defineConfig } from 'tsup';

// The server, the seeding command and the operator command (admin:create), bundled for `node dist/…`. npm dependencies stay external; workspace
// devDependencies are inlined: @tilawat/sdk gives types only, and @tilawat/domain/rules (wallets, phone, one-time
// codes, live-class state, field messages) imports nothing at run time, so it bundles as plain code;
// @tilawat/domain/html imports sanitize-html, a dependency of the api's own, so that import stays external.
export default defineConfig({
  entry: {
    // loaded first (`node --import ./dist/tracing.js dist/server.js`): OpenTelemetry, when OTEL_* say so
    tracing: 'src/tracing.ts',
    server: 'src/server.ts',
    'seed-cli': 'src/seed/cli.ts',
    'admin-cli': 'src/admin-cli.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  splitting: false,
});
