import { type Tilawat, unwrap, type V3Schemas } from '@tilawat/sdk';
import type { Loaded } from './load';

/**
 * The practice page's reads (issue 20), one definition for the server (with the learner's access
 * token, `serverLearnerRead`) and the browser (`useRead`, the tab's session).
 */

/** `GET /api/v3/practice/{id}`: the assignment ayah by ayah, the learner's recordings, the last review. */
export const readPractice = (api: Tilawat, id: number) =>
  unwrap(api.v3.GET('/practice/{id}', { params: { path: { id } } }));

/** `GET /api/v3/practice/mistakes`: the learner's most frequent mistakes over every reviewed practice. */
export const readMistakes = (api: Tilawat) => unwrap(api.v3.GET('/practice/mistakes'));

/** `POST /api/v3/practice/{id}/submit`: sends the practice to the teacher; answers it, submitted. */
export const submitPractice = (api: Tilawat, id: number) =>
  unwrap(api.v3.POST('/practice/{id}/submit', { params: { path: { id } } }));

export type MistakeSummary = V3Schemas['MistakeSummaryResponse']['data'];

/** What the server read for the page: the data or the failure; null where it did not read (the browser reads). */
export interface PracticeInitial {
  practice: Loaded<V3Schemas['PracticeDetail']> | null;
  mistakes: Loaded<MistakeSummary> | null;
}
