import type { AdminSchemas } from '@tilawat/sdk/admin';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../../test/console';
import { type LocalGateway, startSmsGateway } from '../../../test/delivery-servers';
import {
  auth,
  createTestApp,
  type Learner,
  type TestApp,
  uniqueAddress,
  uniquePhone,
} from '../../../test/helpers';
import adminSpec from '../../generated/openapi-admin.json' with { type: 'json' };
import { KEEP_FINISHED_DAYS } from '../../infra/jobs/engine';
import { outbox } from '../../infra/ops/ops.table';

// The console's failed background jobs (issue 37): a message the SMS gateway refused for good is kept as
// a failed job; an admin sees it (never the message) and tries it again once the gateway is mended.
type FailedJob = AdminSchemas['FailedJob'];
type FailedPage = AdminSchemas['FailedJobPageResponse']['data'];

const bengali = /[\u0980-\u09FF]/;
const refused = { status: 401, body: '{"error":"invalid api key"}' };
/** How long a job may take to be worked: the workers look every half second, or are woken at once. */
const waitJobs = { timeout: 20_000, interval: 100 };

let gateway: LocalGateway;
let t: TestApp;
let boss: Learner;
beforeAll(async () => {
  gateway = await startSmsGateway();
  t = await createTestApp({
    SMS_URL: gateway.url,
    SMS_API_KEY: 'test-key',
    SMS_SENDER_ID: '8809617000000',
    JOB_POLL_SECONDS: '0.5',
  });
  boss = await signedInAs(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

/** Until every message written so far has left the queue (sent or failed). */
const settled = () =>
  vi.waitFor(async () => {
    const waiting = await t.db.select().from(outbox).where(eq(outbox.status, 'queued'));
    expect(waiting).toEqual([]);
  }, waitJobs);

beforeEach(async () => {
  await settled();
  gateway.script.length = 0;
  gateway.requests.length = 0;
});

/** A sign-up whose code the gateway refuses for good: its outbox row's id. */
async function refusedCode(): Promise<{ outboxId: number; phone: string; body: string }> {
  gateway.script.push(refused);
  const phone = uniquePhone();
  const registered = await t.inject({
    method: 'POST',
    url: '/api/v2/user/register',
    payload: { phone, password: 'Tilawat@2026', name: 'আমিনা খাতুন' },
    remoteAddress: uniqueAddress(),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const [row] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, `+88${phone}`));
  expect(row).toBeDefined();
  await vi.waitFor(async () => {
    const [now] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? 0));
    expect(now?.status).toBe('failed');
  }, waitJobs);
  return { outboxId: row?.id ?? 0, phone, body: row?.body ?? '' };
}

const failed = async (query = '', who = boss) => {
  const answer = await t.inject({ url: `/api/v3/admin/jobs/failed${query}`, headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as FailedPage;
};

/** The failed job of a message, once the engine has given it up. */
const jobOf = (outboxId: number) =>
  vi.waitFor(async () => {
    const job = (await failed('?queue=notifier.message&limit=100')).items.find(
      (item) => item.about === `outbox:${outboxId}`,
    );
    expect(job).toBeDefined();
    return job as FailedJob;
  }, waitJobs);

const retry = (id: string, who = boss) =>
  t.inject({ method: 'POST', url: `/api/v3/admin/jobs/${id}/retry`, headers: auth(who) });

describe('the console’s failed jobs', () => {
  let teacher: Learner;
  let learner: Learner;
  beforeAll(async () => {
    teacher = await signedInAs(t, 'teacher');
    learner = await t.signUp();
  });

  it('lists the queues by name with their Bengali titles: every one the contract names', async () => {
    const answer = await t.inject({ url: '/api/v3/admin/jobs/queues', headers: auth(boss) });
    expect(answer.statusCode, answer.body).toBe(200);
    const queues = answer.json().data as AdminSchemas['JobQueue'][];
    expect(queues.map((queue) => queue.name).sort()).toEqual(
      [...adminSpec.components.schemas.JobQueueName.enum].sort(),
    );
    for (const queue of queues) expect(queue.title).toMatch(bengali);
  });

  it('keeps a message refused for good as a failed job: its reference and error, never the message', async () => {
    const { outboxId, phone, body } = await refusedCode();
    const job = await jobOf(outboxId);
    expect(job).toMatchObject({
      queue: 'notifier.message',
      title: 'এসএমএস ও ই-মেইল পাঠানো',
      about: `outbox:${outboxId}`,
      // refused for good: given up after the one try
      attempts: 1,
      max_attempts: 1,
    });
    expect(job.error).toContain('HTTP 401');
    expect(Date.parse(job.ended_at)).toBeGreaterThanOrEqual(Date.parse(job.created_at));
    expect(Date.parse(job.kept_until) - Date.parse(job.ended_at)).toBe(KEEP_FINISHED_DAYS * 86_400_000);
    const shown = JSON.stringify(await failed());
    expect(shown).not.toContain(phone.slice(1));
    expect(shown).not.toContain(body);
    expect(shown).not.toMatch(/\b\d{6}\b/);
    // the other queues' filter does not show it
    const videos = await failed('?queue=learning.video');
    expect(videos.items.map((item) => item.id)).not.toContain(job.id);
  });

  it('is the admins’: a teacher and a learner are refused', async () => {
    for (const who of [teacher, learner]) {
      for (const url of ['/api/v3/admin/jobs/failed', '/api/v3/admin/jobs/queues']) {
        const answer = await t.inject({ url, headers: auth(who) });
        expect(answer.statusCode, `${url} ${answer.body}`).toBe(403);
        expect(answer.json().msg).toMatch(bengali);
      }
      const answer = await retry('0f6c8a52-3b1d-4e7f-9a2c-5d4e3f2a1b0c', who);
      expect(answer.statusCode).toBe(403);
    }
    const signedOut = await t.inject({ url: '/api/v3/admin/jobs/failed' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('tries a job again once the gateway is mended: the message is sent, the retry audited, a second refused', async () => {
    const { outboxId, phone } = await refusedCode();
    const job = await jobOf(outboxId);
    gateway.requests.length = 0;

    const retried = await retry(job.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ data: { id: job.id } });
    await vi.waitFor(async () => {
      const [row] = await t.db.select().from(outbox).where(eq(outbox.id, outboxId));
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    }, waitJobs);
    expect(new URLSearchParams(gateway.requests.at(-1)?.body).get('number')).toBe(`88${phone}`);
    expect((await failed('?limit=100')).items.map((item) => item.id)).not.toContain(job.id);

    const audit = await t.inject({
      url: `/api/v3/admin/audit?action=job.retry&target=job:${job.id}`,
      headers: auth(boss),
    });
    expect(audit.json().data.items).toMatchObject([
      {
        actor: { id: boss.user.id },
        action: 'job.retry',
        target: `job:${job.id}`,
        before: { state: 'failed' },
        after: { state: 'retry' },
      },
    ]);

    const again = await retry(job.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'JOB_NOT_FOUND', msg: expect.stringMatching(bengali) });
  });

  it('answers 404 for an id no failed job has, and 400 for one that is no id', async () => {
    const unknown = await retry('0f6c8a52-3b1d-4e7f-9a2c-5d4e3f2a1b0c');
    expect(unknown.statusCode).toBe(404);
    const bad = await retry('not-a-job');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', msg: expect.stringMatching(bengali) });
  });

  it('refuses a `before` that is no moment, and one a date cannot hold, with 400 beside the field', async () => {
    for (const before of ['yesterday', '2026-12-31T23:59:60Z']) {
      const answer = await t.inject({
        url: `/api/v3/admin/jobs/failed?before=${encodeURIComponent(before)}`,
        headers: auth(boss),
      });
      expect(answer.statusCode, `${before} ${answer.body}`).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: expect.stringContaining('before'), msg: expect.stringMatching(bengali) }],
      });
    }
    const tooMany = await t.inject({ url: '/api/v3/admin/jobs/failed?limit=101', headers: auth(boss) });
    expect(tooMany.statusCode).toBe(400);
  });

  it('pages the latest given up first by `next_before`, each job once', async () => {
    for (let i = 0; i < 3; i += 1) await refusedCode();
    const all = (await failed('?limit=100')).items;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const ended = all.map((item) => Date.parse(item.ended_at));
    expect(ended).toEqual([...ended].sort((a, b) => b - a));

    const walked: string[] = [];
    let before: string | null = null;
    for (let pages = 0; pages <= all.length; pages += 1) {
      const page: FailedPage = await failed(
        `?limit=1${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      );
      walked.push(...page.items.map((item) => item.id));
      before = page.next_before;
      if (!before) break;
    }
    expect(before).toBeNull();
    expect(walked).toEqual(all.map((item) => item.id));
    // the failed jobs' outbox rows are what the list says
    const rows = await t.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          all.map((item) => Number(item.about?.split(':')[1])),
        ),
      );
    expect(rows.every((row) => row.status === 'failed')).toBe(true);
  });
});
