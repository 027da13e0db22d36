import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../../core/errors';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { readParts } from '../learning/lesson-uploads.handlers';
import { CORRECTION_MAX_BYTES, type PracticeAdmin } from './practice.admin.service';
import type { PracticeJson } from './practice.json';

/** The console's recitation practice (issue 20): assignments, the review queue, marks, verdicts, corrections. */
export function practiceAdminHandlers(
  admin: PracticeAdmin,
  { json }: { json: PracticeJson },
): ContractHandlers {
  return {
    admin: {
      adminListPracticeAssignments: async ({ params, user }) => ({
        data: (await admin.assignments(user, params.id)).map(json.adminAssignmentJson),
      }),

      adminCreatePracticeAssignment: async ({ params, body, user }) => ({
        data: json.adminAssignmentJson(await admin.assign(user, params.id, body)),
      }),

      adminListPractices: async ({ query, user }) => ({
        data: mapPage(
          await admin.queue(
            user,
            { status: query.status ?? 'submitted', batchId: query.batch, kind: query.kind },
            query,
          ),
          json.adminItemJson,
        ),
      }),

      adminGetPractice: async ({ params, user }) => ({
        data: json.adminPracticeJson(await admin.view(user, params.id)),
      }),

      adminAddPracticeMark: async ({ params, body, user }) => ({
        data: json.markJson(await admin.addMark(user, params.id, body)),
      }),

      adminSetAyahVerdict: async ({ params, body, user }) => ({
        data: json.adminPracticeJson(await admin.judge(user, params.id, params.ayah, body.verdict)),
      }),

      adminFinishPracticeReview: async ({ params, user, request }) => ({
        data: json.adminPracticeJson(
          await admin.finish(user, params.id, { requestId: request.id, log: request.log }),
        ),
      }),

      adminRemovePracticeMark: async ({ params, user }) => ({
        data: json.adminPracticeJson(await admin.removeMark(user, params.id)),
      }),

      adminUploadPracticeCorrection: async ({ params, request, user: actor }) => {
        // a mark the teacher may not reach, or whose practice is not waiting, is refused before a byte is kept
        await admin.requireCorrectable(actor, params.id);
        const folder = await mkdtemp(join(tmpdir(), 'tilawat-correction-'));
        try {
          const path = join(folder, 'audio');
          const found = await readParts(
            request,
            { maxBytes: CORRECTION_MAX_BYTES, fields: 0 },
            'CORRECTION_TOO_LARGE',
            async (parts) => {
              let received = false;
              for await (const part of parts) {
                if (part.type !== 'file' || part.fieldname !== 'audio') {
                  if (part.type === 'file') part.file.resume();
                  throw new DomainError('CORRECTION_MISSING');
                }
                await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
                if (part.file.truncated) throw new DomainError('CORRECTION_TOO_LARGE');
                received = true;
              }
              return received;
            },
          );
          if (!found) throw new DomainError('CORRECTION_MISSING');
          const { size } = await stat(path);
          return { data: json.markJson(await admin.correct(actor, params.id, { path, size })) };
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
    },
  };
}
