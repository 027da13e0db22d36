// `pnpm seed`: migrates the configured database and writes the Bengali demo content when it is empty.
import { msg } from '../copy/messages';
import { createDatabase } from '../db/client';
import { databaseOptionsOf, loadEnv } from '../env';
import { seedIfEmpty } from './run';

const env = loadEnv();
const database = createDatabase(databaseOptionsOf(env));
try {
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, {
    publicOrigin: env.PUBLIC_ORIGIN,
    demoOperators: env.NODE_ENV !== 'production',
  });
  const where = database.driver === 'postgres' ? 'PostgreSQL' : `PGlite (${env.PGLITE_DIR})`;
  console.log(
    seeded
      ? `${msg.seeded} Seeded the demo content into ${where}.`
      : `${msg.seedSkipped} The database in ${where} already holds content; nothing was written.`,
  );
} finally {
  await database.close();
}
