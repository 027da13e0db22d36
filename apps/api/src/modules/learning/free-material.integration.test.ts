// Issue 35: what is marked free — a recording and its PDFs — is served only while its course is on the
// site, by every path that serves it (one rule, `mayOpen` in learning.service.ts). A course kept off the
// site answers the same 404 as an item that does not exist; its enrolled learners keep their access.
import type { V3Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { courses } from '../catalogue/catalogue.table';
import { recordings } from './learning.table';

let t: TestApp;
let enrolled: Learner;
let visitor: Learner;
let ids: SeededIds;
appForFile(async (app) => {
  t = app;
  [enrolled, visitor] = [await t.signUp(), await t.signUp()];
  ids = await seededIds(t);
  await t.enroll(enrolled.user.id, ids.liveBatch);
  await t.db
    .update(recordings)
    .set({ resources: [{ key: 'free-note', title: 'বিনামূল্যের নোট', kind: 'pdf' }] })
    .where(eq(recordings.id, ids.freeRecording));
});

const bengali = /[\u0980-\u09FF]/;
const UNKNOWN = 999_999;

/** Every path that serves free material: the url of the free item, or of an unknown one, as whom. */
const paths: {
  name: string;
  url: (id: number) => string;
  who: () => Learner | null;
}[] = [
  { name: 'GET /recording/free/{id}', url: (id) => `/api/v3/recording/free/${id}`, who: () => null },
  {
    name: 'GET /recording/{id}',
    url: (id) => `/api/v3/recording/${id}?batch=${ids.liveBatch}`,
    who: () => visitor,
  },
  {
    name: 'GET /download, not signed in',
    url: (id) => `/api/v3/download?key=free-note&id=${id}`,
    who: () => null,
  },
  {
    name: 'GET /download, signed in',
    url: (id) => `/api/v3/download?key=free-note&id=${id}`,
    who: () => visitor,
  },
];

const ask = (url: string, who: Learner | null) => t.inject({ url, headers: who ? auth(who) : {} });
const publish = (published: boolean) =>
  t.db.update(courses).set({ published }).where(eq(courses.id, ids.beginner));

describe('free recordings and PDFs follow their course on and off the site', () => {
  it.each(paths)('$name: served while the course is on the site', async ({ url, who }) => {
    const answer = await ask(url(ids.freeRecording), who());
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it.each(paths)(
    '$name: 404 like an unknown item once the course is kept off the site',
    async ({ url, who }) => {
      await publish(false);
      try {
        const hidden = await ask(url(ids.freeRecording), who());
        const unknown = await ask(url(UNKNOWN), who());
        expect(hidden.statusCode, hidden.body).toBe(404);
        expect(unknown.statusCode).toBe(404);
        const body = hidden.json() as V3Schemas['Error'];
        expect(body.msg).toMatch(bengali);
        expect(body).toEqual(unknown.json());
      } finally {
        await publish(true);
      }
    },
  );

  it("keeps the course's enrolled learners' access while it is off the site", async () => {
    await publish(false);
    try {
      for (const url of [
        `/api/v3/recording/${ids.freeRecording}?batch=${ids.liveBatch}`,
        `/api/v3/recording/${ids.lockedRecording}?batch=${ids.liveBatch}`,
        `/api/v3/download?key=free-note&id=${ids.freeRecording}`,
      ]) {
        const answer = await ask(url, enrolled);
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
      }
    } finally {
      await publish(true);
    }
  });
});
