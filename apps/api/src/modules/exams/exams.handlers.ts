import { failureMessage } from '../../core/errors';
import type { ContractHandlers } from '../../core/handlers';
import { examJson, instructionJson, quickSaveJson, submissionJson, summaryJson } from './exams.json';
import type { ExamsService } from './exams.service';

/** Exams (v3): instructions, eligibility, the timed attempt, quick-save and the graded submission. */
export function examsHandlers(exams: ExamsService): ContractHandlers {
  return {
    v3: {
      v3ListBatchExams: async ({ query, user }) => ({
        data: (await exams.ofBatch(user, query.batch)).map((item) => summaryJson(item)),
      }),

      v3GetExamInstruction: async ({ params, user }) => {
        const { exam, totals } = await exams.instruction(user, params.id);
        return { data: instructionJson(exam, totals) };
      },

      v3GetExamEligibility: async ({ params, user }) => {
        const state = await exams.eligibility(user, params.id);
        return {
          data: {
            eligible: state.ineligible === null,
            reason: state.ineligible ? failureMessage(state.ineligible) : null,
            attempts_used: state.attemptsUsed,
            attempts_allowed: state.exam.attemptsAllowed,
            opens_at: state.exam.opensAt.toISOString(),
            last_attempt: state.lastEnded
              ? submissionJson(state.lastEnded, state.questions, state.recitations)
              : null,
          },
        };
      },

      v3GetExam: async ({ params, user }) => {
        const { exam, questions, attempt, recitations } = await exams.open(user, params.id);
        return { data: examJson(exam, questions, attempt, recitations) };
      },

      v3GetQuickSave: async ({ params, user }) => ({
        data: quickSaveJson(await exams.quickSave(user, params.id)),
      }),

      v3SubmitExam: async ({ body, user }) => {
        const { questions, attempt, recitations } = await exams.submit(user, body);
        return { data: submissionJson(attempt, questions, recitations) };
      },
    },
  };
}
