import type { AdminSchemas } from '@tilawat/sdk/admin';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { buy, liveBatch, payAtSandbox, WEB } from '../../../test/purchases';
import { batches } from '../catalogue/catalogue.table';
import { enrollments } from '../enrollments/enrollments.table';

// The console's learners (issue 19): an admin finds a learner, sees their enrollments, purchases and
// sessions, enrolls or unenrolls them by hand with a reason, and signs them out everywhere.
let t: TestApp;
let boss: Learner;
appForFile(async (app) => {
  t = app;
  boss = await signedInAs(t, 'admin');
});

const bengali = /[\u0980-\u09FF]/;
const admin = (who: Learner | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v3/admin${url}`, headers: who ? auth(who) : {}, payload });

async function detail(id: string): Promise<AdminSchemas['AdminLearnerDetail']> {
  const answer = await admin(boss, 'GET', `/learners/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/** A fresh batch with `seats` seats (a copy of a live batch of the demo content). */
async function batchWithSeats(seats: number): Promise<number> {
  const [source] = await t.db.select().from(batches).where(eq(batches.mode, 'live')).limit(1);
  if (!source) throw new Error('no live batch');
  const { id: _id, ...rest } = source;
  const [row] = await t.db
    .insert(batches)
    .values({ ...rest, name: 'হাতে ভর্তির ব্যাচ', seatsTotal: seats })
    .returning();
  return (row as { id: number }).id;
}

describe('finding a learner', () => {
  let learner: Learner;
  beforeAll(async () => {
    learner = await t.signUp({ name: 'মরিয়ম সুলতানা' });
  });

  it('by their phone however it is written, by e-mail or by name; staff are not learners', async () => {
    // signed up as 017…: found as written, with +88, and by the name
    for (const q of [learner.phone, `+88${learner.phone}`, 'মরিয়ম সুলতানা']) {
      const found = await admin(boss, 'GET', `/learners?q=${encodeURIComponent(q)}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(
        found.json().data.items.map((item: { id: string }) => item.id),
        q,
      ).toContain(learner.user.id);
    }
    const nobody = await admin(boss, 'GET', `/learners?q=${encodeURIComponent('01999999999')}`);
    expect(nobody.json().data).toMatchObject({ items: [], total: 0 });
    const all = (await admin(boss, 'GET', '/learners?limit=100')).json().data.items as {
      id: string;
      role: string;
    }[];
    expect(all.every((item) => item.role === 'learner')).toBe(true);
    expect(all.map((item) => item.id)).not.toContain(boss.user.id);
    expect((await admin(boss, 'GET', `/learners/${boss.user.id}`)).statusCode).toBe(404);
  });

  it('shows their enrollments, purchases and live sessions', async () => {
    const batch = await liveBatch(t);
    const bought = await buy(t, learner, {
      schedule: batch.id,
      amount: batch.price.amount,
      method: 'bkash',
      redirect: WEB,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    await payAtSandbox(t, bought.json().data.redirect_url, 'success');
    const seen = await detail(learner.user.id);
    expect(seen.learner).toMatchObject({ id: learner.user.id, name: 'মরিয়ম সুলতানা', enrollments_count: 1 });
    expect(seen.enrollments).toMatchObject([{ batch: { id: batch.id }, source: 'purchase' }]);
    expect(seen.purchases).toMatchObject([
      {
        item_title: batch.name,
        amount: { amount: batch.price.amount },
        method: 'bkash',
        status: 'COMPLETED',
      },
    ]);
    expect(seen.sessions.length).toBeGreaterThan(0);
  });
});

describe('by hand', () => {
  it('enrolls with a reason (audited), refuses a second time and a full batch, and unenrolls with a reason', async () => {
    const learner = await t.signUp();
    const batch = await batchWithSeats(1);
    const enrolled = await admin(boss, 'POST', `/learners/${learner.user.id}/enrollments`, {
      batch,
      reason: 'অফিসে নগদ টাকায় ভর্তি ফি দিয়েছেন।',
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(enrolled.json().data.enrollments).toMatchObject([{ batch: { id: batch }, source: 'manual' }]);
    // the learner's own bookings say how they came by it
    const own = await t.inject({ url: '/api/v3/course/booking-status', headers: auth(learner) });
    expect(own.json().data.enrollments).toMatchObject([{ batch: { id: batch }, source: 'manual' }]);

    const again = await admin(boss, 'POST', `/learners/${learner.user.id}/enrollments`, {
      batch,
      reason: 'আবার',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ENROLLED', msg: expect.stringMatching(bengali) });
    const other = await t.signUp();
    const full = await admin(boss, 'POST', `/learners/${other.user.id}/enrollments`, {
      batch,
      reason: 'বৃত্তি',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SOLD_OUT');
    const unknown = await admin(boss, 'POST', `/learners/${other.user.id}/enrollments`, {
      batch: 2_000_000_000,
      reason: 'বৃত্তি',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: '/batch', msg: expect.stringMatching(bengali) }]);
    expect((await admin(boss, 'POST', `/learners/${other.user.id}/enrollments`, { batch })).statusCode).toBe(
      400,
    );

    const removed = await admin(boss, 'POST', `/learners/${learner.user.id}/enrollments/${batch}/remove`, {
      reason: 'ভুল ব্যাচে ভর্তি হয়েছিলেন।',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.enrollments).toEqual([]);
    const none = await admin(boss, 'POST', `/learners/${learner.user.id}/enrollments/${batch}/remove`, {
      reason: 'আবার',
    });
    expect(none.statusCode).toBe(404);

    const log = (
      await admin(boss, 'GET', `/audit?target=${encodeURIComponent(`user:${learner.user.id}`)}`)
    ).json().data.items;
    expect(log).toMatchObject([
      {
        action: 'enrollment.remove',
        before: { batch_id: batch, source: 'manual' },
        after: { reason: 'ভুল ব্যাচে ভর্তি হয়েছিলেন।' },
      },
      {
        action: 'enrollment.add',
        before: null,
        after: { batch_id: batch, reason: 'অফিসে নগদ টাকায় ভর্তি ফি দিয়েছেন।' },
      },
    ]);
  });

  it('signs a learner out everywhere: their refresh token stops at once, their access token at its next use', async () => {
    const learner = await t.signUp();
    const second = await t.refreshed(learner);
    expect((await t.inject({ url: '/api/v3/user/sessions', headers: auth(second) })).statusCode).toBe(200);
    const out = await admin(boss, 'POST', `/learners/${learner.user.id}/sign-out`);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.ended).toBeGreaterThan(0);
    expect((await t.inject({ url: '/api/v3/user/sessions', headers: auth(second) })).statusCode).toBe(401);
    const refresh = await t.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      headers: { refreshtoken: second.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await detail(learner.user.id)).sessions).toEqual([]);
    const [entry] = (await admin(boss, 'GET', '/audit?action=learner.sign-out')).json().data.items;
    expect(entry).toMatchObject({ target: `user:${learner.user.id}`, actor: { id: boss.user.id } });
  });

  it('is for admins: a teacher and a learner get 403 and nothing changes', async () => {
    const teacher = await signedInAs(t, 'teacher');
    const learner = await t.signUp();
    const batch = await batchWithSeats(5);
    for (const who of [teacher, learner]) {
      for (const [method, url, payload] of [
        ['GET', '/learners', undefined],
        ['GET', `/learners/${learner.user.id}`, undefined],
        ['POST', `/learners/${learner.user.id}/sign-out`, undefined],
        ['POST', `/learners/${learner.user.id}/enrollments`, { batch, reason: 'নিজেই ভর্তি' }],
        ['POST', `/learners/${learner.user.id}/enrollments/${batch}/remove`, { reason: 'নিজেই' }],
      ] as const) {
        const answer = await admin(who, method, url, payload);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await admin(null, 'GET', '/learners')).statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.user.id), eq(enrollments.batchId, batch)));
    expect(rows).toEqual([]);
  });
});
