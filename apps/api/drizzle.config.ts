import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts (`pnpm --filter @tilawat/api db:generate`)
// and committed; the server applies them at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
