import type { AdminSchemas } from '@tilawat/sdk/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import {
  appForFile,
  auth,
  type Learner,
  type TestApp,
  uniqueAddress,
  uniquePhone,
} from '../../../test/helpers';
import { seededIds } from '../../../test/seeded';
import { leads } from './leads.table';

// The console's call-back requests (issue 19): admins see them and record each one's outcome.
let t: TestApp;
let course: number;
let boss: Learner;
appForFile(async (app) => {
  t = app;
  course = (await seededIds(t)).beginner;
  boss = await signedInAs(t, 'admin');
});

const bengali = /[\u0980-\u09FF]/;

async function asked(name: string): Promise<AdminSchemas['AdminLead']> {
  const phone = uniquePhone();
  const answer = await t.inject({
    method: 'POST',
    url: '/api/v3/lead',
    payload: { name, phone, course, preferred_time: 'evening', message: 'ছেলের জন্য জানতে চাই।' },
    remoteAddress: uniqueAddress(),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const list = await t.inject({ url: '/api/v3/admin/leads?status=new&limit=100', headers: auth(boss) });
  const found = (list.json().data.items as AdminSchemas['AdminLead'][]).find(
    (lead) => lead.phone === `+88${phone}`,
  );
  expect(found).toBeDefined();
  return found as AdminSchemas['AdminLead'];
}

const update = (who: Learner, id: number, payload: object) =>
  t.inject({ method: 'PATCH', url: `/api/v3/admin/leads/${id}`, headers: auth(who), payload });

describe('call-back requests in the console', () => {
  let teacher: Learner;
  let learner: Learner;
  beforeAll(async () => {
    teacher = await signedInAs(t, 'teacher');
    learner = await t.signUp();
  });

  it('lists new requests newest first, with the course asked about', async () => {
    const first = await asked('প্রথম অভিভাবক');
    const second = await asked('দ্বিতীয় অভিভাবক');
    const page = (
      await t.inject({ url: '/api/v3/admin/leads?status=new&limit=100', headers: auth(boss) })
    ).json().data as { items: AdminSchemas['AdminLead'][] };
    const ids = page.items.map((lead) => lead.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(second).toMatchObject({
      name: 'দ্বিতীয় অভিভাবক',
      status: 'new',
      note: null,
      preferred_time: 'evening',
      course: { id: course },
      updated_at: null,
    });
  });

  it('records the outcome and a note, audited; an empty note removes it; nothing at all is refused', async () => {
    const lead = await asked('রফিকুল ইসলাম');
    const called = await update(boss, lead.id, { status: 'called', note: ' বিকেলে আবার ফোন করতে বলেছেন। ' });
    expect(called.statusCode, called.body).toBe(200);
    expect(called.json().data).toMatchObject({ status: 'called', note: 'বিকেলে আবার ফোন করতে বলেছেন।' });
    expect(called.json().data.updated_at).not.toBeNull();
    const converted = await update(boss, lead.id, { status: 'converted', note: '' });
    expect(converted.json().data).toMatchObject({ status: 'converted', note: null });
    const empty = await update(boss, lead.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toMatch(bengali);
    expect((await update(boss, lead.id, { status: 'lost' })).statusCode).toBe(400);
    expect((await update(boss, 2_000_000_000, { status: 'called' })).statusCode).toBe(404);
    const log = (
      await t.inject({ url: `/api/v3/admin/audit?target=lead:${lead.id}`, headers: auth(boss) })
    ).json().data.items;
    expect(log).toMatchObject([
      { action: 'lead.update', before: { status: 'called' }, after: { status: 'converted', note: null } },
      { action: 'lead.update', before: { status: 'new', note: null }, after: { status: 'called' } },
    ]);
  });

  it('is for admins: a learner and a teacher get 403 and change nothing', async () => {
    const lead = await asked('নাসরিন আক্তার');
    for (const who of [learner, teacher]) {
      expect((await t.inject({ url: '/api/v3/admin/leads', headers: auth(who) })).statusCode).toBe(403);
      const refused = await update(who, lead.id, { status: 'called' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN_ROLE');
    }
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.status).toBe('new');
  });
});
