import { unwrap, type V3Schemas } from '@tilawat/sdk';
import { examDraftKey, readExamDraft, resumeAnswers } from '../exam/exam-draft';
import { clockOffset } from '../exam/server-clock';
import { toApiFailure } from '../failure/api-failure';
import { buildBody } from '../payload/build-body';
import { attempt, createAppAsyncThunk, type ThunkExtra } from './app-thunk';
import type { ExamState } from './exam-state';
import type { UserState } from './user-slice';

/** What these thunks read of the store (AppThunkConfig leaves the state untyped: slices import their thunks). */
export interface ExamRoot {
  exam: ExamState;
  user: UserState;
}
const examRoot = (getState: () => unknown) => getState() as ExamRoot;

/** The key of the signed-in learner's copy of an exam; null when no one is signed in. */
export function examDraftKeyOf(state: ExamRoot, examId: number | null): string | null {
  const user = state.user.user;
  return user && examId !== null ? examDraftKey(String(user.id), examId) : null;
}

/** The server's time of an answer (its `Date`), or this device's corrected by the offset already known. */
function answeredAt(response: Response, extra: ThunkExtra, offset: number): string {
  const dated = Date.parse(response.headers.get('date') ?? '');
  return new Date(Number.isFinite(dated) ? dated : extra.now() + offset).toISOString();
}

/**
 * Opens an exam (v3 GET /exam/revised/{id}): resumes the running attempt or starts one, its deadline
 * fixed by the server; then reads the saved answers (GET /submission/quick-save/{id}) and picks
 * them or this device's unsent copy (`resumeAnswers`). Measures the server's clock on the way.
 */
export const openExam = createAppAsyncThunk(
  'exam/open',
  (examId: number, { extra, getState, rejectWithValue }) =>
    attempt(async () => {
      const path = { params: { path: { id: examId } } };
      const sentAt = extra.now();
      const opened = await extra.api.v3.GET('/exam/revised/{id}', path);
      const offset = clockOffset(opened.response.headers.get('date'), sentAt, extra.now());
      const exam = (opened.data as V3Schemas['ExamResponse']).data;
      const saved = await unwrap(extra.api.v3.GET('/submission/quick-save/{id}', path));
      const key = examDraftKeyOf(examRoot(getState), examId);
      const draft = extra.storage && key ? readExamDraft(extra.storage, key) : null;
      return {
        exam,
        ...resumeAnswers(exam.questions, saved, draft),
        savedAt: saved.saved_at,
        clockOffset: offset,
      };
    }, rejectWithValue),
);

const running = (state: ExamRoot) => state.exam.phase === 'running' && state.exam.examId !== null;

/**
 * Saves the running attempt's answers (v3 POST /submission/revised, final: false), replacing what
 * the server had. Not sent while another save is on its way. A save the server refuses because the
 * time is over (409 EXAM_TIME_OVER: it has graded what was saved) asks for the result at once.
 */
export const saveExamAnswers = createAppAsyncThunk(
  'exam/save',
  async (_: undefined, { extra, getState, dispatch, rejectWithValue }) => {
    const { examId, answers, version, clockOffset: offset } = examRoot(getState).exam;
    try {
      const { response } = await extra.api.v3.POST('/submission/revised', {
        body: buildBody('submission', { exam: examId, answers, final: false }),
      });
      return { version, savedAt: answeredAt(response, extra, offset) };
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.code === 'EXAM_TIME_OVER') void dispatch(submitExam());
      return rejectWithValue(failure);
    }
  },
  {
    condition: (_, { getState }) => running(examRoot(getState)) && examRoot(getState).exam.save !== 'saving',
  },
);

/**
 * Submits the running attempt for grading (v3 POST /submission/revised, final: true) with its
 * answers, and answers the graded result with its review. After the deadline the server grades
 * what was saved before it; a repeated submission answers the same result.
 */
export const submitExam = createAppAsyncThunk(
  'exam/submit',
  (_: undefined, { extra, getState, rejectWithValue }) => {
    const { examId, answers } = examRoot(getState).exam;
    return attempt(
      () =>
        unwrap(
          extra.api.v3.POST('/submission/revised', {
            body: buildBody('submission', { exam: examId, answers, final: true }),
          }),
        ),
      rejectWithValue,
    );
  },
  { condition: (_, { getState }) => running(examRoot(getState)) },
);
