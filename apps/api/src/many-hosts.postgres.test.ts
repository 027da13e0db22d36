// Many hosts for real (issue 37): three api processes, each with a folder of its own, on one empty
// PostgreSQL database and one S3-compatible store (s3rver), behind a round-robin proxy on loopback, all
// three started at the same instant. Host C takes requests only (JOB_WORKERS=off); A and B also work the
// job queues. Then:
// - the three came up, and the migrations and the demo content were applied once;
// - a learner's recitation upload goes through the proxy chunk by chunk, each chunk on another host, and
//   is converted by a worker;
// - a one-time code committed on C, which dies (SIGKILL) the moment it answered, is sent exactly once;
// - a lesson video is transcoded while the host holding the job is killed with SIGKILL, and the other
//   worker host finishes it;
// - a message the gateway keeps refusing is tried again with a growing pause, then kept as a failed job,
//   which an operator sees in the console and tries again;
// - a class's reminder, planned by a host killed before its moment, is sent at its moment by the host that
//   restarted in its place, once, and not again when that one restarts too (issue 40).
// PostgreSQL only (vitest.config.ts includes this file when DATABASE_URL is set). Loopback only; bounded
// in time; everything started is stopped.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiProcesses, apiProcesses } from '../test/api-processes';
import { signedInAs } from '../test/console';
import { type LocalGateway, startSmsGateway } from '../test/delivery-servers';
import { auth, createTestApp, postgresTestDatabase, type TestApp, uniquePhone } from '../test/helpers';
import { makeVideo, multipart } from '../test/media';
import { assignedPractice, makeAudio } from '../test/practice';
import { type RoundRobinProxy, startRoundRobinProxy } from '../test/round-robin-proxy';
import { addMultipartShim } from '../test/s3rver-multipart';
import { seededIds } from '../test/seeded';
import { createDatabase } from './db/client';

const tus = { 'tus-resumable': '1.0.0' };
const journal = JSON.parse(
  readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

let processes: ApiProcesses;
let proxy: RoundRobinProxy;
let s3rver: S3rver;
let s3folder: string;
let gateway: LocalGateway;
let fixtures: TestApp;
let dropDatabase: () => Promise<void>;
let hosts: { A: string; B: string; C: string };
/** Every host's settings (the database, the store, the SMS gateway, quick jobs). */
let sharedEnv: Record<string, string> = {};
const shared = () => sharedEnv;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  const url = process.env.DATABASE_URL as string;
  // an empty database: no migration, no job engine tables, no demo content
  const empty = await postgresTestDatabase(url, { poolSize: 1 });
  await empty.database.close();
  dropDatabase = empty.drop;
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${empty.name}`;

  s3folder = await mkdtemp(join(tmpdir(), 'tilawat-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3folder,
    configureBuckets: [{ name: 'tilawat' }],
  });
  addMultipartShim(s3rver);
  const { port } = await s3rver.run();
  gateway = await startSmsGateway();

  sharedEnv = {
    DATABASE_URL: databaseUrl.toString(),
    STORAGE_URL: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/tilawat/files?forcePathStyle=true&region=us-east-1`,
    SMS_URL: gateway.url,
    SMS_API_KEY: 'test-key',
    SMS_SENDER_ID: '8809617000000',
    VIDEO_WORKER: 'on',
    JOB_POLL_SECONDS: '0.5',
    JOB_SUPERVISE_SECONDS: '1',
    MESSAGE_RETRY_DELAY_SECONDS: '1',
    MEDIA_RETRY_DELAY_SECONDS: '1',
  };
  const shared = sharedEnv;
  processes = await apiProcesses('many-hosts');
  // all three at the same instant, on the empty database
  const [A, B, C] = await Promise.all([
    processes.start(shared),
    processes.start(shared),
    processes.start({ ...shared, JOB_WORKERS: 'off' }),
  ]);
  hosts = { A: A as string, B: B as string, C: C as string };
  proxy = await startRoundRobinProxy([hosts.A, hosts.B, hosts.C]);
  // the test's own hands on the same database (sign-ins, seeded ids): a host that works no queue
  fixtures = await createTestApp(
    { ...shared, JOB_WORKERS: 'off' },
    { database: createDatabase({ databaseUrl: shared.DATABASE_URL, pgliteDir: '', poolSize: 3 }) },
  );
}, 180_000);

afterAll(async () => {
  await fixtures?.close();
  await proxy?.close();
  await processes?.stopAll();
  await gateway?.close();
  await s3rver?.close();
  if (s3folder) await rm(s3folder, { recursive: true, force: true });
  await dropDatabase?.();
}, 60_000);

/** Through the proxy: the next host in turn answers. */
const viaProxy = (path: string, init: RequestInit = {}) => fetch(`${proxy.origin}${path}`, init);

describe('three api hosts on one PostgreSQL', () => {
  it('all came up at once on the empty database, and migrated and seeded it once', async () => {
    for (const origin of Object.values(hosts)) expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    const { db } = fixtures;
    const [migrations] = rowsOf<{ applied: number }>(
      await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
    );
    expect(migrations?.applied).toBe(journal.entries.length);
    const twice = rowsOf<{ title: string }>(
      await db.execute(sql`select title from courses group by title having count(*) > 1`),
    );
    expect(twice).toEqual([]);
    const [versions] = rowsOf<{ rows: number }>(
      await db.execute(sql`select count(*)::int as rows from pgboss.version`),
    );
    expect(versions?.rows).toBe(1);
  });

  it('takes a recitation upload chunk by chunk on whichever host the proxy picks, and a worker converts it', async () => {
    const { learner, practice } = await assignedPractice(fixtures, { surah: 103 });
    const recording = makeAudio(6);
    const created = await viaProxy('/api/v3/practice-uploads', {
      method: 'POST',
      headers: {
        ...auth(learner),
        ...tus,
        'upload-length': String(recording.length),
        'upload-metadata': `practice ${Buffer.from(String(practice)).toString('base64')},ayah ${Buffer.from('1').toString('base64')}`,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const path = new URL(created.headers.get('location') as string).pathname;
    const chunk = Math.ceil(recording.length / 6);
    for (let offset = 0; offset < recording.length; ) {
      const sent = await viaProxy(path, {
        method: 'PATCH',
        headers: {
          ...auth(learner),
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(recording.subarray(offset, offset + chunk)),
      });
      expect(sent.status, await sent.text()).toBe(204);
      offset = Number(sent.headers.get('upload-offset'));
    }
    const patches = proxy.served.filter((served) => served.method === 'PATCH' && served.path === path);
    expect(patches).toHaveLength(6);
    // each chunk on another host than the one before, and every host took some
    for (let i = 1; i < patches.length; i++) expect(patches[i]?.host).not.toBe(patches[i - 1]?.host);
    expect(new Set(patches.map(({ host }) => host)).size).toBe(3);

    await vi.waitFor(
      async () => {
        const read = await viaProxy(`/api/v3/practice/${practice}`, { headers: auth(learner) });
        const detail = (await read.json()) as {
          data: { ayahs: { recording?: { audio: { status: string } } }[] };
        };
        expect(detail.data.ayahs[0]?.recording?.audio.status).toBe('ready');
      },
      { timeout: 60_000, interval: 250 },
    );
  }, 120_000);

  it('sends a one-time code exactly once when the host that committed it dies the moment it answered', async () => {
    const phone = uniquePhone();
    gateway.requests.length = 0;
    const registered = await fetch(`${hosts.C}/api/v2/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, password: 'Tilawat@2026', name: 'আমিনা খাতুন' }),
    });
    expect(registered.status).toBe(201);
    await processes.kill(hosts.C);
    const toPhone = () =>
      gateway.requests.filter((request) => new URLSearchParams(request.body).get('number') === `88${phone}`);
    await vi.waitFor(() => expect(toPhone()).toHaveLength(1), { timeout: 30_000, interval: 100 });
    // a few of the workers' polls later, still once
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(toPhone()).toHaveLength(1);
    const [row] = rowsOf<{ status: string; attempts: number }>(
      await fixtures.db.execute(sql`select status, attempts from outbox where recipient = ${`+88${phone}`}`),
    );
    expect(row).toEqual({ status: 'sent', attempts: 1 });
    // the code that arrived signs the learner in, through whichever host
    const code = /(\d{6})/.exec(new URLSearchParams(toPhone()[0]?.body).get('message') ?? '')?.[1];
    const verified = await viaProxy('/api/v3/user/verify-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, otp: code }),
    });
    expect(verified.status).toBe(200);
  }, 60_000);

  it('finishes a lesson video on another host when the host transcoding it is killed', async () => {
    const admin = await signedInAs(fixtures, 'admin');
    const lesson = (await seededIds(fixtures)).freeRecording;
    const body = multipart([
      { field: 'video', filename: 'দীর্ঘ পাঠ.mp4', type: 'video/mp4', content: makeVideo('long.mp4', 240) },
    ]);
    const uploaded = await viaProxy(`/api/v3/admin/lessons/${lesson}/video`, {
      method: 'POST',
      headers: { ...body.headers, ...auth(admin) },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(202);
    const { id } = ((await uploaded.json()) as { data: { id: string } }).data;

    // the worker host whose process runs ffmpeg now holds the job
    const ffmpegOf = (origin: string) => {
      const pid = processes.processOf(origin).pid as number;
      const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
        readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
      );
      return children.find((child) => readFileSync(`/proc/${child}/comm`, 'utf8').trim() === 'ffmpeg');
    };
    let holder: 'A' | 'B' | undefined;
    let orphan: string | undefined;
    await vi.waitFor(
      () => {
        for (const name of ['A', 'B'] as const) {
          const child = ffmpegOf(hosts[name]);
          if (child) [holder, orphan] = [name, child];
        }
        expect(holder).toBeDefined();
      },
      { timeout: 30_000, interval: 50 },
    );
    await processes.kill(hosts[holder as 'A' | 'B']);
    // its ffmpeg dies with it, as on a machine that went down
    try {
      process.kill(Number(orphan), 'SIGKILL');
    } catch {
      // already gone
    }

    // the other host takes the job once the dead one's heartbeat is missed, and makes the rendition
    const read = async () =>
      (
        (await (await viaProxy(`/api/v3/admin/video-jobs/${id}`, { headers: auth(admin) })).json()) as {
          data: { status: string };
        }
      ).data;
    await vi.waitFor(async () => expect((await read()).status).toBe('ready'), {
      timeout: 120_000,
      interval: 500,
    });
    const [job] = rowsOf<{ attempts: number }>(
      await fixtures.db.execute(sql`select attempts from video_jobs where id = ${id}`),
    );
    expect(job?.attempts).toBe(2);
    const [recording] = rowsOf<{ video_url: string }>(
      await fixtures.db.execute(sql`select video_url from recordings where id = ${lesson}`),
    );
    expect(recording?.video_url).toBe(`uploads/${id}`);
  }, 240_000);

  it('tries a message the gateway keeps refusing with a growing pause, then keeps it for the operator, who retries it', async () => {
    const phone = uniquePhone();
    gateway.requests.length = 0;
    const down = { status: 503, body: '{"error":"gateway down"}' };
    gateway.script.push(down, down, down, down, down);
    const registered = await viaProxy('/api/v2/user/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, password: 'Tilawat@2026', name: 'রহিম উদ্দিন' }),
    });
    expect(registered.status).toBe(201);
    const recipient = `+88${phone}`;
    const failedJob = async () =>
      rowsOf<{ id: string; state: string; retry_count: number }>(
        await fixtures.db.execute(
          sql`select id, state, retry_count from pgboss.job where name = 'notifier.message' and data->>'outboxId' = (select id::text from outbox where recipient = ${recipient})`,
        ),
      )[0];
    await vi.waitFor(async () => expect((await failedJob())?.state).toBe('failed'), {
      timeout: 60_000,
      interval: 250,
    });
    const tries = gateway.requests.filter(
      (request) => new URLSearchParams(request.body).get('number') === `88${phone}`,
    );
    expect(tries).toHaveLength(5);
    const pauses = tries.slice(1).map((request, i) => request.at - (tries[i]?.at as number));
    // about 1, 2, 4 and 8 s (with jitter): each longer than the one before, the last well past the first
    expect(pauses[0]).toBeGreaterThan(500);
    expect(pauses[3]).toBeGreaterThan((pauses[0] as number) * 2);
    const [row] = rowsOf<{ status: string; attempts: number; last_error: string }>(
      await fixtures.db.execute(
        sql`select status, attempts, last_error from outbox where recipient = ${recipient}`,
      ),
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(row?.last_error).toContain('HTTP 503');

    // the operator sees it in the console's failed jobs, through any host, and tries it again
    const admin = await signedInAs(fixtures, 'admin');
    const [outboxRow] = rowsOf<{ id: number }>(
      await fixtures.db.execute(sql`select id from outbox where recipient = ${recipient}`),
    );
    const listed = (await (
      await viaProxy('/api/v3/admin/jobs/failed?queue=notifier.message', { headers: auth(admin) })
    ).json()) as { data: { items: { id: string; about: string; attempts: number; error: string | null }[] } };
    const kept = listed.data.items.find((item) => item.about === `outbox:${outboxRow?.id}`);
    expect(kept).toMatchObject({ id: (await failedJob())?.id, attempts: 5 });
    expect(kept?.error).toContain('HTTP 503');
    const retried = await viaProxy(`/api/v3/admin/jobs/${kept?.id}/retry`, {
      method: 'POST',
      headers: auth(admin),
    });
    expect(retried.status).toBe(200);
    // the gateway takes it now: sent, once more
    await vi.waitFor(
      async () =>
        expect(
          rowsOf<{ status: string }>(
            await fixtures.db.execute(sql`select status from outbox where recipient = ${recipient}`),
          )[0]?.status,
        ).toBe('sent'),
      { timeout: 20_000, interval: 250 },
    );
  }, 120_000);

  it('sends a class’s reminder at its moment once, though the hosts that planned and held it died and restarted', async () => {
    // the worker hosts give way to new ones whose SMS quiet hours are far from now, whatever the hour
    await processes.kill(hosts.A);
    await processes.kill(hosts.B);
    const dhakaHour = (new Date().getUTCHours() + 6) % 24;
    const worker = {
      ...shared(),
      SMS_QUIET_HOURS: `${(dhakaHour + 12) % 24}-${(dhakaHour + 13) % 24}`,
    };
    const D = await processes.start(worker);
    const learner = await fixtures.signUp();
    const { liveBatch } = await seededIds(fixtures);
    await fixtures.enroll(learner.user.id, liveBatch);
    const admin = await signedInAs(fixtures, 'admin');
    const startsAt = Date.now() + 60 * 60_000 + 12_000;
    const made = await fetch(`${D}/api/v3/admin/batches/${liveBatch}/classes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(admin) },
      body: JSON.stringify({
        title: 'হোস্ট বদলের ক্লাস',
        starts_at: new Date(startsAt).toISOString(),
        duration_minutes: 60,
        join_url: 'https://meet.jit.si/tilawat-many-hosts',
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const subject = `class:${((await made.json()) as { data: { id: number } }).data.id}`;
    // planned (by D), then D dies before the moment and another host starts in its place
    await vi.waitFor(
      async () =>
        expect(
          rowsOf<{ n: number }>(
            await fixtures.db.execute(
              sql`select count(*)::int as n from reminders where user_id = ${learner.user.id} and subject = ${subject} and status = 'scheduled'`,
            ),
          )[0]?.n,
        ).toBe(2),
      { timeout: 20_000, interval: 100 },
    );
    await processes.kill(D);
    const E = await processes.start(worker);
    const reminded = () =>
      gateway.requests
        .map((request) => new URLSearchParams(request.body))
        .filter(
          (form) => form.get('number') === `88${learner.phone}` && form.get('message')?.includes('/r/'),
        );
    await vi.waitFor(() => expect(reminded()).toHaveLength(1), { timeout: 40_000, interval: 200 });
    const sentAt = gateway.requests.at(-1)?.at ?? 0;
    expect(sentAt).toBeGreaterThan(0);
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt - 60 * 60_000);
    expect(reminded()[0]?.get('message')).toContain('১ ঘণ্টা পর লাইভ ক্লাস');
    // E restarts too: nothing is sent again
    await processes.kill(E);
    await processes.start(worker);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(reminded()).toHaveLength(1);
    const [row] = rowsOf<{ status: string; channels: string[] }>(
      await fixtures.db.execute(
        sql`select status, channels from reminders where user_id = ${learner.user.id} and subject = ${subject} and kind = 'class-hour'`,
      ),
    );
    expect(row).toEqual({ status: 'sent', channels: ['sms'] });
  }, 120_000);
});
