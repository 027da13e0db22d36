import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import type { PracticeJson } from './practice.json';
import type { PracticeService } from './practice.service';
import type { PracticeUploads } from './practice-uploads';

/** Recitation practice (v3, issue 20): the learner's practices ayah by ayah, sending them, tus uploads. */
export function practiceHandlers(
  practice: PracticeService,
  { json, uploads }: { json: PracticeJson; uploads: PracticeUploads },
): ContractHandlers {
  // The tus operations answer through the reply themselves (tus headers, no JSON body on success).
  const tus = async ({
    request,
    reply,
    user,
  }: Parameters<NonNullable<NonNullable<ContractHandlers['v3']>['v3CreatePracticeUpload']>>[0]) =>
    (await uploads.serve(request, reply, user)) as never;
  return {
    v3: {
      v3ListPractices: async ({ query, user }) => ({
        data: mapPage(await practice.list(user, { batchId: query.batch }, query), json.summaryJson),
      }),

      v3GetPracticeMistakes: async ({ user }) => {
        const summary = await practice.mistakes(user);
        return {
          data: {
            reviewed: summary.reviewed,
            marks: summary.marks,
            kinds: summary.kinds.map((kind) => ({
              category: kind.category,
              severity: kind.severity,
              count: kind.n,
            })),
            words: summary.words.map((word) => ({
              surah: word.surah,
              ayah: word.ayah,
              word: word.word,
              text: word.text,
              count: word.n,
            })),
          },
        };
      },

      v3GetPractice: async ({ params, user }) => ({
        data: json.detailJson(await practice.detail(user, params.id)),
      }),

      v3SubmitPractice: async ({ params, user }) => ({
        data: json.detailJson(await practice.submit(user, params.id)),
      }),

      v3CreatePracticeUpload: tus,
      v3GetPracticeUploadOffset: tus as never,
      v3SendPracticeUploadChunk: tus as never,
    },
  };
}
