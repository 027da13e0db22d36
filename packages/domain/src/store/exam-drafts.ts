import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { removeExamDraft, writeExamDraft } from '../exam/exam-draft';
import type { ThunkExtra } from './app-thunk';
import { answerChanged, flagToggled } from './exam-slice';
import { type ExamRoot, examDraftKeyOf, openExam, saveExamAnswers, submitExam } from './exam-thunks';

/**
 * Keeps the running attempt's copy on this device (ThunkExtra `storage`) in step with the store —
 * on every answer, mark, opening and save, with `synced` saying whether the server has the answers
 * — and removes it once the attempt has ended. The one place that writes the copy. Only while the
 * session names a learner: once it is cleared (a logout, a 401 that ends it, both removing every copy)
 * a save that fails afterwards, or an answer given meanwhile, does not write one back.
 */
export function keepExamDrafts(listener: Pick<ListenerMiddlewareInstance<ExamRoot>, 'startListening'>) {
  listener.startListening({
    matcher: isAnyOf(
      answerChanged,
      flagToggled,
      openExam.fulfilled,
      saveExamAnswers.fulfilled,
      saveExamAnswers.rejected,
      submitExam.fulfilled,
    ),
    effect: (action, api) => {
      const { storage, now, session } = api.extra as ThunkExtra;
      const state = api.getState();
      const { exam } = state;
      const key = examDraftKeyOf(state, exam.examId);
      if (!storage || !key || exam.examId === null) return;
      if (!session.getUser()) return; // signed out on this device: nothing of theirs is kept
      if (submitExam.fulfilled.match(action)) {
        removeExamDraft(storage, key);
        return;
      }
      if (!exam.exam) return;
      writeExamDraft(storage, key, {
        examId: exam.examId,
        submissionId: exam.exam.attempt.submission_id,
        answers: exam.answers,
        flagged: exam.flagged,
        synced: exam.savedVersion >= exam.version,
        changedAt: now(),
      });
    },
  });
}
