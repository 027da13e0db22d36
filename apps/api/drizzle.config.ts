import { defineConfig } from 'drizzle-kit';

// The schema is the modules' tables (each area declares its own in src/modules/<area>/<area>.table.ts; the infrastructure's, the outbox and the rate-limit counters, are in src/infra/ops/ops.table.ts).
// Migrations are generated from them (`pnpm --filter @tilawat/api db:generate`) and committed; the
// server applies them at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/**/*.table.ts', './src/infra/**/*.table.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
