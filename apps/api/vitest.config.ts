import { SlowTestsVitestReporter } from '@tilawat/testing/slow-tests';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each test file builds its own app over its own database; PGlite runs on the main thread.
    pool: 'forks',
    // A test process runs file after file without loading the api again for each: the modules, the
    // run's PGlite template and the compiled contract (app.ts) are loaded once a process, not 71 times
    // (over a minute of the suite on two cores). Files share no state but what test/ makes unique.
    isolate: false,
    // Both cores (Vitest's default leaves one free): the suite is the longest task of `pnpm test`, and
    // runs alone in CI's PostgreSQL and Node 24 steps.
    maxWorkers: 2,
    // A timeout is there to catch a test that hangs, not to time the machine: under `pnpm test` the suite
    // shares two cores with the kit's stories and the e2e's browsers and servers, and a test that migrates
    // and seeds a new database of its own (seed, readiness: 7 s alone) once took 33 s there.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // The tests slower than 5 s are named at the end (and again at the end of `pnpm test`).
    reporters: [
      'default',
      new SlowTestsVitestReporter({ suite: process.env.DATABASE_URL ? 'api on PostgreSQL' : 'api' }),
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          // One migrated, seeded database for the whole run, copied by every test (test/global-setup.ts).
          // Here, not in the root config: there it ran once for the root and again for this project.
          globalSetup: ['./test/global-setup.ts'],
          // *.postgres.test.ts start real api processes on one PostgreSQL database (PGlite is one
          // process's): they run in the PostgreSQL run, DATABASE_URL set (.ci/run), and are not part of
          // the PGlite one. *.traced.test.ts are the project below's.
          exclude: [
            ...configDefaults.exclude,
            '**/*.traced.test.ts',
            // and *.pglite.test.ts are about PGlite alone: the PGlite run's
            ...(process.env.DATABASE_URL ? ['**/*.pglite.test.ts'] : ['**/*.postgres.test.ts']),
          ],
        },
      },
      {
        // Tracing (issue 37): OpenTelemetry's instrumentations patch http, fastify and pg only when they
        // are loaded after them, so these files register them first (test/tracing-setup.ts, with an
        // in-memory exporter) in a process of their own (isolate: the other files load pg at once).
        test: {
          name: 'api traced',
          include: ['src/**/*.traced.test.ts'],
          // *.postgres.traced.test.ts trace PostgreSQL's statements: the PostgreSQL run only
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? [] : ['**/*.postgres.traced.test.ts']),
          ],
          pool: 'forks',
          isolate: true,
          setupFiles: ['./test/tracing-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
