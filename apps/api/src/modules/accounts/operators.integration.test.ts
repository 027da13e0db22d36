import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp, uniqueAddress, uniquePhone } from '../../../test/helpers';
import { users } from './accounts.table';
import { DEMO_OPERATORS, makeOperator } from './operators';

// The console's operators (issue 19): the seed's demo admin and teacher, and `admin:create`'s function.
let t: TestApp;
appForFile((app) => {
  t = app;
});

const login = (phone: string, password: string) =>
  t.inject({
    method: 'POST',
    url: '/api/v3/user/login',
    payload: { phone, password },
    remoteAddress: uniqueAddress(),
  });

describe('operators', () => {
  it('the seed’s demo admin and teacher sign in with the README’s passwords, and only the admin reaches the orders', async () => {
    const [admin, teacher] = DEMO_OPERATORS;
    const asAdmin = await login(admin.phone, admin.password);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json().data.user.role).toBe('admin');
    const orders = await t.inject({
      url: '/api/v3/admin/orders',
      headers: { accesstoken: asAdmin.json().data.accessToken },
    });
    expect(orders.statusCode, orders.body).toBe(200);
    const asTeacher = await login(teacher.phone, teacher.password);
    expect(asTeacher.json().data.user.role).toBe('teacher');
    const refused = await t.inject({
      url: '/api/v3/admin/orders',
      headers: { accesstoken: asTeacher.json().data.accessToken },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('makes a new verified admin with a generated password that signs in', async () => {
    const phone = uniquePhone();
    const made = await makeOperator(t.db, { phone, name: 'নতুন অ্যাডমিন', role: 'admin' });
    expect(made.created).toBe(true);
    expect(made.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const signedIn = await login(phone, made.password as string);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ role: 'admin', verified: true, name: 'নতুন অ্যাডমিন' });
  });

  it('promotes an existing learner, who keeps their name and password', async () => {
    const learner = await t.signUp({ name: 'উস্তাদা ফাতেমা' });
    const made = await makeOperator(t.db, { phone: learner.phone, name: 'অন্য নাম', role: 'teacher' });
    expect(made).toEqual({ userId: learner.user.id, created: false, reset: false, password: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, learner.user.id));
    expect(row).toMatchObject({ role: 'teacher', name: 'উস্তাদা ফাতেমা' });
    expect((await login(learner.phone, learner.password)).json().data.user.role).toBe('teacher');
  });

  it('refuses a number that is not a Bangladeshi mobile, and a short password', async () => {
    await expect(makeOperator(t.db, { phone: '12345', name: 'ক', role: 'admin' })).rejects.toMatchObject({
      failure: expect.stringMatching(/PHONE/),
    });
    await expect(
      makeOperator(t.db, { phone: uniquePhone(), name: 'ক', role: 'admin', password: 'short' }),
    ).rejects.toThrow(/8 characters/);
  });
});
