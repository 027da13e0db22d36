import { type APIRequestContext, expect } from '@playwright/test';
import { API } from './servers';

/**
 * The console's operators in the e2e run. The demo admin and teacher are the api's development seed's
 * (apps/api/README.md, "The operator console"); the other two admins are made with the api's own
 * `admin:create` command before the api starts (playwright.config.ts), as a school makes its operators.
 *
 * Each console file signs in an admin of its own. The api keeps three sessions an account
 * (`MAX_SESSIONS`) and a fourth sign-in ends the least recently used one: when every console file signed
 * in the demo admin (six sign-ins, two workers at once), one file's sign-in ended the session of the
 * other worker's walk mid-way — its next call answered 401, the console sent it to /login, and a click
 * waited there for its element until the test's timeout (a CI run, 29 November).
 */
export interface Operator {
  phone: string;
  password: string;
  name: string;
}

/** The demo admin: the operator console's own walks (`console.e2e.ts`), one file at a time. */
export const DEMO_ADMIN: Operator = {
  phone: '01900000001',
  password: 'tilawat-admin-demo',
  name: 'তিলাওয়াত অ্যাডমিন',
};
/** The demo teacher: practice marking and reviews. */
export const DEMO_TEACHER: Operator = {
  phone: '01900000002',
  password: 'tilawat-teacher-demo',
  name: 'উস্তাদ',
};

/** The password of the admins the run makes (`ADMIN_PASSWORD` of `admin:create`). */
export const MADE_ADMIN_PASSWORD = 'tilawat-e2e-admin';
/** The admin of the catalogue's walk (`console-catalogue.e2e.ts`). */
export const CATALOGUE_ADMIN: Operator = {
  phone: '01900000011',
  password: MADE_ADMIN_PASSWORD,
  name: 'ক্যাটালগ অ্যাডমিন',
};
/** The admin of the learners' walk (`console-learners.e2e.ts`). */
export const LEARNERS_ADMIN: Operator = {
  phone: '01900000012',
  password: MADE_ADMIN_PASSWORD,
  name: 'শিক্ষার্থী অ্যাডমিন',
};
/** The admin of the certificates' walk (`certificates.e2e.ts`). */
export const CERTIFICATES_ADMIN: Operator = {
  phone: '01900000013',
  password: MADE_ADMIN_PASSWORD,
  name: 'সনদ অ্যাডমিন',
};
/** The admin of the memorisation walk (`hifz.e2e.ts`), acting as its batch's teacher. */
export const HIFZ_ADMIN: Operator = {
  phone: '01900000014',
  password: MADE_ADMIN_PASSWORD,
  name: 'হিফজ অ্যাডমিন',
};
/** The admins `admin:create` makes before the api starts. */
export const MADE_ADMINS: readonly Operator[] = [
  CATALOGUE_ADMIN,
  LEARNERS_ADMIN,
  CERTIFICATES_ADMIN,
  HIFZ_ADMIN,
];

/**
 * A call of the console's api (`/api/v3/admin…`) with an operator's access token, for a walk's own setup (a
 * batch, a class, an enrollment): fails the test with the api's answer when refused; answers its `data`.
 */
export async function consoleApi(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const answer = await request.fetch(`${API}/api/v3/admin${path}`, {
    method,
    headers: { accesstoken: token },
    ...(data ? { data } : {}),
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data;
}
