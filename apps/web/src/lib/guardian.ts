import { type Tilawat, unwrap, type V3Schemas } from '@tilawat/sdk';

/** The guardian's pages' reads and writes (issue 41), for the server (`serverLearnerRead`) and the browser. */

export const guardianPath = '/guardian';
export const followedPath = (learnerId: string) => `/guardian/${learnerId}`;

export type GuardianLink = V3Schemas['GuardianLink'];
export type GuardianView = V3Schemas['GuardianView'];
export type GuardianSettings = V3Schemas['GuardianSettings'];

/** `GET /api/v3/guardian/learners`: whom the guardian follows. */
export const readFollowed = async (api: Tilawat) =>
  (await unwrap(api.v3.GET('/guardian/learners', {}))).items;

/** `GET /api/v3/guardian/settings`: the weekly summary. */
export const readGuardianSettings = (api: Tilawat) => unwrap(api.v3.GET('/guardian/settings', {}));

/** `GET /api/v3/guardian/learners/{id}`: what the guardian sees of a learner they follow. */
export const readGuardianView = (api: Tilawat, id: string) =>
  unwrap(api.v3.GET('/guardian/learners/{id}', { params: { path: { id } } }));

/** `POST /api/v3/guardian/pair`: follows the learner whose code it is. */
export const pairGuardian = (api: Tilawat, code: string) =>
  unwrap(api.v3.POST('/guardian/pair', { body: { code } }));

/** `PUT /api/v3/guardian/settings`: the weekly summary on or off. */
export const setWeeklySummary = (api: Tilawat, on: boolean) =>
  unwrap(api.v3.PUT('/guardian/settings', { body: { weekly_summary: on } }));

/** `POST /api/v3/guardian/codes`: the learner's pairing code. */
export const makeGuardianCode = (api: Tilawat) => unwrap(api.v3.POST('/guardian/codes', {}));

/** `GET /api/v3/guardian/guardians`: who follows the learner. */
export const readGuardians = async (api: Tilawat) =>
  (await unwrap(api.v3.GET('/guardian/guardians', {}))).items;

/** `POST /api/v3/guardian/guardians/{id}/remove`: unlinks a guardian; answers the rest. */
export const removeGuardian = async (api: Tilawat, id: string) =>
  (await unwrap(api.v3.POST('/guardian/guardians/{id}/remove', { params: { path: { id } } }))).items;
