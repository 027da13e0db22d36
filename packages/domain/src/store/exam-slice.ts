import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { V3Schemas } from '@tilawat/sdk';
import { type SubmissionAnswer, unansweredCount, withAnswer } from '../exam/exam-answers';
import type { ExamSyncState } from '../exam/exam-sync';
import type { ApiFailure } from '../failure/api-failure';
import { type ExamState, initialExamState } from './exam-state';
import { openExam, saveExamAnswers, submitExam } from './exam-thunks';

export type { ExamPhase, ExamSaveStatus, ExamState } from './exam-state';
export { initialExamState } from './exam-state';

/** Answers may change only while the attempt runs and no submission is on its way. */
const answering = (state: ExamState) => state.phase === 'running' && state.exam !== null;

export const examSlice = createSlice({
  name: 'exam',
  initialState: initialExamState,
  reducers: {
    /** The page is left: the next exam starts clean (its copy stays on the device). */
    examLeft: () => initialExamState,
    answerChanged(state, action: PayloadAction<{ question: number; answer: SubmissionAnswer | undefined }>) {
      if (!answering(state) || !state.exam) return;
      const { question, answer } = action.payload;
      if (!state.exam.questions.some((q) => q.id === question)) return;
      state.answers = withAnswer(state.exam.questions, state.answers, question, answer);
      state.version += 1;
    },
    flagToggled(state, action: PayloadAction<number>) {
      if (!answering(state)) return;
      const id = action.payload;
      state.flagged = state.flagged.includes(id)
        ? state.flagged.filter((q) => q !== id)
        : [...state.flagged, id];
    },
    questionShown(state, action: PayloadAction<number>) {
      const last = (state.exam?.questions.length ?? 1) - 1;
      state.current = Math.min(Math.max(Math.trunc(action.payload), 0), Math.max(last, 0));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(openExam.pending, (_, action) => ({
        ...initialExamState,
        examId: action.meta.arg,
        phase: 'opening',
      }))
      .addCase(openExam.fulfilled, (state, action) => {
        const { exam, answers, flagged, unsent, savedAt, clockOffset } = action.payload;
        Object.assign(state, {
          phase: 'running',
          exam,
          answers,
          flagged,
          current: 0,
          // answers only this device has are one change ahead of the server: they are sent next
          version: unsent ? 1 : 0,
          savedVersion: 0,
          save: 'saved',
          savedAt,
          clockOffset,
        } satisfies Partial<ExamState>);
      })
      .addCase(openExam.rejected, (state, action) => {
        state.phase = 'idle';
        state.failure = action.payload ?? null;
      })
      .addCase(saveExamAnswers.pending, (state) => {
        state.save = 'saving';
      })
      .addCase(saveExamAnswers.fulfilled, (state, action) => {
        state.savedVersion = Math.max(state.savedVersion, action.payload.version);
        state.savedAt = action.payload.savedAt;
        state.save = 'saved';
      })
      .addCase(saveExamAnswers.rejected, (state, action) => {
        if (action.meta.condition) return; // not sent: another save was on its way
        // no answer: the answers wait on this device; an answer: the server refused them
        state.save = action.payload?.status === 0 ? 'offline' : 'error';
      })
      .addCase(submitExam.pending, (state) => {
        state.phase = 'submitting';
        state.submitRequested = true;
        state.failure = null;
      })
      .addCase(submitExam.fulfilled, (state, action) => {
        state.phase = 'ended';
        state.submitRequested = false;
        state.result = action.payload;
        state.savedVersion = state.version;
      })
      .addCase(submitExam.rejected, (state, action) => {
        if (action.meta.condition) return;
        state.phase = 'running';
        state.failure = action.payload ?? null;
        // without a connection it is tried again when one returns; a refusal is the learner's to read
        state.submitRequested = action.payload?.status === 0;
        if (action.payload?.status === 0) state.save = 'offline';
      });
  },
  selectors: {
    selectExam: (state) => state,
    /** Answers the server does not have yet. */
    selectExamUnsaved: (state) => state.phase === 'running' && state.version > state.savedVersion,
    selectUnansweredCount: (state) => (state.exam ? unansweredCount(state.exam.questions, state.answers) : 0),
  },
});

export const { examLeft, answerChanged, flagToggled, questionShown } = examSlice.actions;
export const { selectExam, selectExamUnsaved, selectUnansweredCount } = examSlice.selectors;
