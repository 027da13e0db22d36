import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { closeGracefully } from './close-gracefully';
import { offsetFileClock } from './core/clock';
import { createDatabase } from './db/client';
import { databaseOptionsOf, loadEnv } from './env';
import { flushTraces, traceLogFields } from './infra/observability/trace-context';
import { seedIfEmpty } from './seed/run';

/**
 * Creates, listens and closes gracefully: on SIGINT/SIGTERM the server stops
 * taking connections, finishes the requests in flight, then closes the database.
 * On first start it migrates and seeds the Bengali demo content. Tracing, when OTEL_* switch it on,
 * is started before this module loads (`node --import ./dist/tracing.js`, tracing.ts); every log line
 * then names its trace.
 */
const env = loadEnv();
const database = createDatabase(databaseOptionsOf(env));
await database.migrate();
const app = await buildApp({
  env,
  database,
  // the e2e run's clock (never in production: env.ts refuses it)
  ...(env.TEST_CLOCK_FILE ? { clock: offsetFileClock(env.TEST_CLOCK_FILE) } : {}),
  logger:
    env.NODE_ENV === 'development'
      ? {
          level: env.LOG_LEVEL,
          mixin: traceLogFields,
          transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
        }
      : { level: env.LOG_LEVEL, mixin: traceLogFields },
});
if (
  await seedIfEmpty(database.db, {
    publicOrigin: env.PUBLIC_ORIGIN,
    demoOperators: env.NODE_ENV !== 'production',
  })
) {
  app.log.info('seeded the Bengali demo content (first start)');
}

// SIGTERM and SIGINT (and the other ending signals, an uncaught error): requests in flight finish, then
// the database closes (closeGracefully); a second signal, or 10 s without finishing, exits at once.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing because of an error');
  else app.log.info({ signal }, 'closing');
  await closeGracefully({ app, database });
  // tracing on (tracing.ts): the spans still buffered are sent before the process ends
  await flushTraces();
});

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(`api on http://${env.HOST}:${env.PORT} (${database.driver})`);
