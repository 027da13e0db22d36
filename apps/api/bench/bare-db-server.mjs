// The benchmark's database baseline: a bare Fastify route that sends one `select` of 20 courses through
// the same driver as the api (node-postgres on DATABASE_URL, else an embedded PGlite of its own holding
// 20 courses), in its own process. Nothing else: no contract, no hooks, no query builder.
import Fastify from 'fastify';

const COURSES = `select id, slug, title, subtitle, description, level, cover_image, duration_weeks, position
  from courses order by position, id limit 20`;

async function openDriver() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: async () => (await pool.query(COURSES)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  await db.exec(`create table courses (
    id serial primary key, slug text not null unique, title text not null, subtitle text not null,
    description text not null, level text not null, cover_image text, duration_weeks integer not null,
    position integer not null default 0)`);
  for (let i = 1; i <= 20; i += 1) {
    await db.query(
      `insert into courses (slug, title, subtitle, description, level, duration_weeks, position)
       values ($1, $2, $3, $4, 'beginner', 12, $5)`,
      [
        `course-${i}`,
        `কুরআন শিক্ষা — স্তর ${i}`,
        'শুদ্ধ উচ্চারণে কুরআন পড়তে শিখুন',
        'মাখরাজ, তাজবিদ ও নিয়মিত অনুশীলনের মাধ্যমে ধাপে ধাপে কুরআন তিলাওয়াত শেখার কোর্স।',
        i,
      ],
    );
  }
  return { query: async () => (await db.query(COURSES)).rows, close: () => db.close() };
}

const driver = await openDriver();
const app = Fastify({ logger: false });
app.get('/courses', async () => ({ data: { items: await driver.query() } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => driver.close())
    .then(() => process.exit(0)),
);
