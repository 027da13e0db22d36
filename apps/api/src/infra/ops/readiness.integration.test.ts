import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import journal from '../../../drizzle/meta/_journal.json' with { type: 'json' };
import { migratedPglite } from '../../../test/helpers';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { loadEnv } from '../../env';

const tags = journal.entries.map((entry) => entry.tag);

let database: Database | undefined;
let uploads: string | undefined;
let closeApp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeApp?.();
  await database?.close().catch(() => {});
  if (uploads) rmSync(uploads, { recursive: true, force: true });
  closeApp = database = uploads = undefined;
});

/**
 * An app over a new in-memory PGlite, migrated (or not); no demo content: readiness does not need it.
 * `env` adds settings (the media tools, whether this host runs media jobs).
 */
async function appOver({ migrated, env: more = {} }: { migrated: boolean; env?: Record<string, string> }) {
  uploads = mkdtempSync(join(tmpdir(), 'tilawat-uploads-'));
  // (a copy of a migrated database, or a new one)
  database = migrated ? await migratedPglite() : createDatabase({ pgliteDir: 'memory://' });
  // opened first, as a server's start opens it: PGlite's first statement boots it (seconds on a busy
  // machine), which would spend the probe's 2 s and read as a database that does not answer
  if (migrated) await database.migrate();
  else await database.db.execute(sql`select 1`);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOAD_DIR: uploads, ...more });
  const app = await buildApp({ env, database, logger: false });
  closeApp = () => app.close();
  // started, as a host is before its database may go away (the job engine starts with the app)
  await app.ready();
  return app;
}

describe('GET /readyz', () => {
  it('is ready when the database answers and has every migration of drizzle/', async () => {
    const app = await appOver({ migrated: true });
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    // this host runs media jobs (VIDEO_WORKER on by default), and this machine has ffmpeg
    expect(answer.json()).toEqual({
      status: 'ready',
      database: 'up',
      unapplied_migrations: [],
      ffmpeg: 'ok',
    });
    // a probe every second is never limited
    for (let i = 0; i < 30; i++) expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready (503) when a migration is not recorded as applied', async () => {
    const app = await appOver({ migrated: true });
    const db = (database as Database).db;
    const last = journal.entries.at(-1) as (typeof journal.entries)[number];
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      status: 'not-ready',
      database: 'up',
      unapplied_migrations: [last.tag],
      ffmpeg: 'ok',
    });
    // /healthz only asks whether the process and its database are alive
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready when the database was never migrated', async () => {
    const app = await appOver({ migrated: false });
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'not-ready',
      database: 'up',
      unapplied_migrations: tags,
      ffmpeg: 'ok',
    });
  });

  // issue 37: the database is every host's; a blip must not take them all out of the balancer at once
  it('is degraded but stays in the balancer (200) when the database does not answer', async () => {
    const app = await appOver({ migrated: true });
    await (database as Database).close();
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      status: 'degraded',
      database: 'down',
      unapplied_migrations: [],
      ffmpeg: 'ok',
    });
  });

  it('is not ready (503) on a host that runs media jobs without ffmpeg', async () => {
    const app = await appOver({ migrated: true, env: { FFMPEG_PATH: '/nonexistent/ffmpeg' } });
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'not-ready',
      database: 'up',
      unapplied_migrations: [],
      ffmpeg: 'missing',
    });
  });

  it('is not ready without ffprobe either, and the host’s own fault wins over a database that is down', async () => {
    const app = await appOver({ migrated: true, env: { FFPROBE_PATH: '/nonexistent/ffprobe' } });
    await (database as Database).close();
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'not-ready',
      database: 'down',
      unapplied_migrations: [],
      ffmpeg: 'missing',
    });
  });

  it('does not ask for ffmpeg on a host that runs no media jobs (VIDEO_WORKER=off)', async () => {
    const app = await appOver({
      migrated: true,
      env: { VIDEO_WORKER: 'off', FFMPEG_PATH: '/nonexistent/ffmpeg' },
    });
    const answer = await app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', database: 'up', unapplied_migrations: [] });
  });
});
