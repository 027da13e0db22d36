import { toApiFailure } from '@tilawat/domain';
import { type Tilawat, unwrap, type V3Schemas } from '@tilawat/sdk';

/**
 * The practice page's reads (issue 20), one definition for the server (with the learner's access
 * token, `serverLearnerRead`) and the browser (`useApiRead`, the tab's session).
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

/** What the server read for the page; `practice` null when it could not (the browser reads it). */
export interface PracticeInitial {
  practice: V3Schemas['PracticeDetail'] | null;
  mistakes: MistakeSummary | null;
  /** The api answered 404: not this learner's practice, or none. */
  notFound: boolean;
}

/** The server's reads, side by side; a 404 of the practice is remembered (the page is then not found). */
export async function readPracticePage(api: Tilawat, id: number): Promise<PracticeInitial> {
  const [practice, mistakes] = await Promise.all([
    readPractice(api, id).then(
      (data) => ({ data, notFound: false }),
      (error: unknown) => {
        if (toApiFailure(error).status === 404) return { data: null, notFound: true };
        throw error;
      },
    ),
    readMistakes(api).catch(() => null),
  ]);
  return { practice: practice.data, mistakes, notFound: practice.notFound };
}
