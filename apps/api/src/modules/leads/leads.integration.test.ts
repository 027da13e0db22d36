import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp, uniqueAddress, uniquePhone } from '../../../test/helpers';
import { seededIds } from '../../../test/seeded';
import { dhakaDay } from '../../core/clock';
import { leads } from './leads.table';

let t: TestApp;
let course: number;
appForFile(async (app) => {
  t = app;
  course = (await seededIds(t)).beginner;
});

const ask = (payload: Record<string, unknown>, remoteAddress = uniqueAddress()) =>
  t.inject({ method: 'POST', url: '/api/v3/lead', payload, remoteAddress });
const rowsOf = (phone: string) => t.db.select().from(leads).where(eq(leads.phone, phone));

describe('POST /lead', () => {
  it('keeps the request with the phone normalised and thanks the visitor in Bengali (201)', async () => {
    const phone = uniquePhone();
    const answer = await ask({
      name: ' রহিমা বেগম ',
      phone: `+88${phone}`,
      email: 'Rahima@Example.com',
      course,
      preferred_time: 'evening',
      message: 'আমার মেয়ের জন্য কোর্সটি সম্পর্কে জানতে চাই।',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.msg).toMatch(/ধন্যবাদ/);
    const [row] = await rowsOf(`+88${phone}`);
    expect(row).toMatchObject({
      name: 'রহিমা বেগম',
      email: 'rahima@example.com',
      courseId: course,
      preferredTime: 'evening',
      day: dhakaDay(t.clock.now()),
    });
  });

  it('only a name and a phone are needed; the contract takes ASCII digits (the form converts Bengali ones)', async () => {
    const phone = uniquePhone();
    expect((await ask({ name: 'করিম', phone })).statusCode).toBe(201);
    expect(await rowsOf(`+88${phone}`)).toHaveLength(1);
    const bengali = uniquePhone().replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] as string);
    const refused = await ask({ name: 'করিম', phone: bengali });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('/phone');
  });

  it('one per phone per day in Dhaka: a repeat answers the same and keeps no second row; the next day it does', async () => {
    const phone = uniquePhone();
    const first = await ask({ name: 'সালমা', phone });
    const again = await ask({ name: 'সালমা খাতুন', phone, message: 'আবার লিখছি' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(`+88${phone}`)).toHaveLength(1);
    t.clock.advance(24 * 3600_000);
    expect((await ask({ name: 'সালমা', phone })).statusCode).toBe(201);
    expect(await rowsOf(`+88${phone}`)).toHaveLength(2);
  });

  it('refuses bad input beside its field, in Bengali: an unknown course, a phone that is not a mobile, no name', async () => {
    const unknown = await ask({ name: 'রহিম', phone: uniquePhone(), course: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: '/course', msg: expect.stringMatching(/[ঀ-৿]/) }]);
    const badPhone = await ask({ name: 'রহিম', phone: '01234' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0].path).toBe('/phone');
    const noName = await ask({ phone: uniquePhone() });
    expect(noName.statusCode).toBe(400);
    expect((await ask({ name: 'রহিম', phone: uniquePhone(), preferred_time: 'midnight' })).statusCode).toBe(
      400,
    );
  });

  it('is rate limited per client address: the sixth in a minute is 429', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await ask({ name: 'রহিম', phone: uniquePhone() }, address)).statusCode).toBe(201);
    const limited = await ask({ name: 'রহিম', phone: uniquePhone() }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
