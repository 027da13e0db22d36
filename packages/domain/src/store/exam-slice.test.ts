import type { V3Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { examDraftKey, readExamDraft, writeExamDraft } from '../exam/exam-draft';
import { cookieNames } from '../session/session';
import { logout } from './auth-thunks';
import {
  answerChanged,
  examLeft,
  flagToggled,
  initialExamState,
  questionShown,
  selectExamUnsaved,
  selectUnansweredCount,
} from './exam-slice';
import { openExam, saveExamAnswers, submitExam } from './exam-thunks';
import { apiError, loginResult, memoryStorage, storeWith } from './test-store';
import { userRestored } from './user-slice';

const NOW = Date.parse('2026-11-28T10:00:00+06:00');
/** The api's clock runs two minutes ahead of this phone's. */
const SERVER = NOW + 120_000;
const dated = (at = SERVER) => ({ date: new Date(at).toUTCString() });

const exam: V3Schemas['Exam'] = {
  id: 71,
  batch_id: 12,
  module_id: 31,
  title: 'মডিউল ১ পরীক্ষা — মাখরাজ',
  duration_minutes: 20,
  total_marks: 5,
  pass_marks: 3,
  questions: [
    {
      id: 1,
      kind: 'single-choice',
      prompt: 'ع কোথা থেকে?',
      arabic_text: 'ع',
      options: [
        { id: 11, text: 'হলক' },
        { id: 12, text: 'ঠোঁট' },
      ],
      marks: 2,
    },
    {
      id: 2,
      kind: 'multi-choice',
      prompt: 'হলকি হরফ?',
      arabic_text: null,
      options: [
        { id: 21, text: 'ح' },
        { id: 22, text: 'ب' },
      ],
      marks: 2,
    },
    { id: 3, kind: 'short-text', prompt: 'নাম লিখুন', arabic_text: null, options: [], marks: 1 },
  ],
  attempt: {
    submission_id: 'attempt-1',
    started_at: new Date(SERVER).toISOString(),
    deadline_at: new Date(SERVER + 1_200_000).toISOString(),
  },
};

const quickSave = (answers: V3Schemas['SubmissionAnswer'][] = [], saved_at: string | null = null) => ({
  submission_id: 'attempt-1',
  exam_id: 71,
  answers,
  started_at: exam.attempt.started_at,
  deadline_at: exam.attempt.deadline_at,
  saved_at,
});

const submission = (over: Partial<V3Schemas['Submission']> = {}): V3Schemas['Submission'] => ({
  id: 'attempt-1',
  exam_id: 71,
  status: 'graded',
  score: 2,
  total_marks: 5,
  passed: false,
  deadline_at: exam.attempt.deadline_at,
  submitted_at: new Date(SERVER).toISOString(),
  review: [],
  questions: exam.questions,
  ...over,
});

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

function setUp(routes: Parameters<typeof storeWith>[0] = {}, storage = memoryStorage()) {
  const made = storeWith(
    {
      'GET /api/v3/exam/revised/71': () => ({ status: 200, body: { data: exam }, headers: dated() }),
      'GET /api/v3/submission/quick-save/71': () => ({ status: 200, body: { data: quickSave() } }),
      ...routes,
    },
    undefined,
    { now: () => NOW, storage },
  );
  // signed in as u-1 on this device: the session's cookies and the store's learner
  void made.session.setTokens(loginResult('u-1', 'আমিনা'));
  made.store.dispatch(
    userRestored({ id: 'u-1', name: 'আমিনা', phone: '+8801712345678', email: null, role: 'learner' }),
  );
  const key = examDraftKey('u-1', 71);
  return { ...made, storage, key, state: () => made.store.getState().exam };
}

describe('the exam being taken', () => {
  it('opens: the exam, the saved answers, and the server’s clock measured on the way', async () => {
    const t = setUp({
      'GET /api/v3/submission/quick-save/71': () => ({
        status: 200,
        body: { data: quickSave([{ question: 1, option_ids: [11] }], '2026-11-28T04:01:00.000Z') },
      }),
    });
    const opened = t.store.dispatch(openExam(71));
    expect(t.state().phase).toBe('opening');
    await opened;
    expect(t.state()).toMatchObject({
      examId: 71,
      phase: 'running',
      exam,
      answers: [{ question: 1, option_ids: [11] }],
      savedAt: '2026-11-28T04:01:00.000Z',
      save: 'saved',
      version: 0,
      savedVersion: 0,
    });
    expect(t.state().clockOffset).toBe(120_500);
    expect(selectExamUnsaved(t.store.getState())).toBe(false);
    // the copy on the device says the server has these
    expect(readExamDraft(t.storage, t.key)).toMatchObject({ submissionId: 'attempt-1', synced: true });
  });

  it('resumes with this device’s unsent answers, which are then owed to the server', async () => {
    const t = setUp();
    writeExamDraft(t.storage, t.key, {
      examId: 71,
      submissionId: 'attempt-1',
      answers: [{ question: 3, text: 'ইখফা' }],
      flagged: [2],
      synced: false,
      changedAt: NOW - 5000,
    });
    await t.store.dispatch(openExam(71));
    expect(t.state()).toMatchObject({ answers: [{ question: 3, text: 'ইখফা' }], flagged: [2] });
    expect(selectExamUnsaved(t.store.getState())).toBe(true);
  });

  it('an exam the learner may not open keeps the server’s reason', async () => {
    const t = setUp({
      'GET /api/v3/exam/revised/71': () => apiError(403, 'EXAM_NOT_ELIGIBLE', 'আগের পরীক্ষায় পাস করতে হবে।'),
    });
    await t.store.dispatch(openExam(71));
    expect(t.state()).toMatchObject({
      phase: 'idle',
      failure: { status: 403, msg: 'আগের পরীক্ষায় পাস করতে হবে।' },
    });
  });

  it('every answer is kept on the device at once, marked unsent, and counted', async () => {
    const t = setUp();
    await t.store.dispatch(openExam(71));
    t.store.dispatch(answerChanged({ question: 2, answer: { question: 2, option_ids: [21] } }));
    t.store.dispatch(answerChanged({ question: 1, answer: { question: 1, option_ids: [12] } }));
    t.store.dispatch(flagToggled(3));
    expect(t.state().answers).toEqual([
      { question: 1, option_ids: [12] },
      { question: 2, option_ids: [21] },
    ]);
    expect(t.state().version).toBe(2);
    expect(selectUnansweredCount(t.store.getState())).toBe(1);
    expect(readExamDraft(t.storage, t.key)).toMatchObject({
      answers: t.state().answers,
      flagged: [3],
      synced: false,
      changedAt: NOW,
    });
    t.store.dispatch(flagToggled(3));
    expect(t.state().flagged).toEqual([]);
    // a question of another exam is not an answer
    t.store.dispatch(answerChanged({ question: 99, answer: { question: 99, text: 'x' } }));
    expect(t.state().version).toBe(2);
  });

  it('saves: the server has the answers it was sent, at its time; a change made meanwhile is still owed', async () => {
    let release: () => void = () => {};
    const t = setUp({
      'POST /api/v3/submission/revised': (body) => {
        expect(body).toEqual({ exam: 71, answers: [{ question: 1, option_ids: [11] }], final: false });
        return new Promise((resolve) => {
          release = () =>
            resolve({
              status: 200,
              body: { data: submission({ status: 'in-progress' }) },
              headers: dated(SERVER + 3000),
            });
        }) as never;
      },
    });
    await t.store.dispatch(openExam(71));
    t.store.dispatch(answerChanged({ question: 1, answer: { question: 1, option_ids: [11] } }));
    const saving = t.store.dispatch(saveExamAnswers());
    expect(t.state().save).toBe('saving');
    // a second save is not sent while one is on its way
    const second = await t.store.dispatch(saveExamAnswers());
    expect(second.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    t.store.dispatch(answerChanged({ question: 3, answer: { question: 3, text: 'ح' } }));
    await new Promise((r) => setTimeout(r, 0));
    release();
    await saving;
    expect(t.state()).toMatchObject({
      save: 'saved',
      savedVersion: 1,
      version: 2,
      savedAt: new Date(SERVER + 3000).toISOString(),
    });
    expect(selectExamUnsaved(t.store.getState())).toBe(true);
    expect(t.requests.filter((r) => r.key === 'POST /api/v3/submission/revised')).toHaveLength(1);
  });

  it('offline: the answers wait on the device, said so, and go when a save gets through', async () => {
    let online = false;
    const t = setUp({
      'POST /api/v3/submission/revised': () =>
        online
          ? { status: 200, body: { data: submission({ status: 'in-progress' }) }, headers: dated() }
          : offline(),
    });
    await t.store.dispatch(openExam(71));
    t.store.dispatch(answerChanged({ question: 3, answer: { question: 3, text: 'ইখফা' } }));
    await t.store.dispatch(saveExamAnswers());
    expect(t.state().save).toBe('offline');
    expect(readExamDraft(t.storage, t.key)).toMatchObject({
      answers: [{ question: 3, text: 'ইখফা' }],
      synced: false,
    });
    online = true;
    await t.store.dispatch(saveExamAnswers());
    expect(t.state().save).toBe('saved');
    expect(readExamDraft(t.storage, t.key)?.synced).toBe(true);
  });

  it('a refused save says so (error), without losing the answers', async () => {
    const t = setUp({
      'POST /api/v3/submission/revised': () => apiError(400, 'VALIDATION_FAILED', 'উত্তরগুলো এই পরীক্ষার নয়।'),
    });
    await t.store.dispatch(openExam(71));
    t.store.dispatch(answerChanged({ question: 1, answer: { question: 1, option_ids: [11] } }));
    await t.store.dispatch(saveExamAnswers());
    expect(t.state()).toMatchObject({ save: 'error', answers: [{ question: 1, option_ids: [11] }] });
  });

  it('submits: the graded result, no more answers, and the copy on the device removed', async () => {
    const t = setUp({
      'POST /api/v3/submission/revised': (body) => {
        expect(body).toEqual({ exam: 71, answers: [{ question: 1, option_ids: [11] }], final: true });
        return { status: 200, body: { data: submission() } };
      },
    });
    await t.store.dispatch(openExam(71));
    t.store.dispatch(answerChanged({ question: 1, answer: { question: 1, option_ids: [11] } }));
    const submitting = t.store.dispatch(submitExam());
    expect(t.state().phase).toBe('submitting');
    t.store.dispatch(answerChanged({ question: 3, answer: { question: 3, text: 'late' } }));
    await submitting;
    expect(t.state()).toMatchObject({ phase: 'ended', result: submission(), submitRequested: false });
    expect(t.state().answers).toEqual([{ question: 1, option_ids: [11] }]);
    expect(t.storage.items.has(t.key)).toBe(false);
    // nothing more is sent for an ended attempt
    expect((await t.store.dispatch(submitExam())).meta).toMatchObject({ condition: true });
    expect((await t.store.dispatch(saveExamAnswers())).meta).toMatchObject({ condition: true });
  });

  it('a submission that met no connection is owed, and the attempt keeps running on the device', async () => {
    let online = false;
    const t = setUp({
      'POST /api/v3/submission/revised': () =>
        online ? { status: 200, body: { data: submission() } } : offline(),
    });
    await t.store.dispatch(openExam(71));
    await t.store.dispatch(submitExam());
    expect(t.state()).toMatchObject({
      phase: 'running',
      submitRequested: true,
      save: 'offline',
      failure: { status: 0 },
    });
    online = true;
    await t.store.dispatch(submitExam());
    expect(t.state()).toMatchObject({ phase: 'ended', submitRequested: false, failure: null });
  });

  it('a refused submission is the learner’s to read, not retried on its own', async () => {
    const t = setUp({
      'POST /api/v3/submission/revised': () => apiError(409, 'EXAM_NOT_STARTED', 'পরীক্ষাটি শুরু হয়নি।'),
    });
    await t.store.dispatch(openExam(71));
    await t.store.dispatch(submitExam());
    expect(t.state()).toMatchObject({ phase: 'running', submitRequested: false, failure: { status: 409 } });
  });

  it('a save the server refuses because the time is over asks for the result it graded', async () => {
    const t = setUp({
      'POST /api/v3/submission/revised': (body) =>
        (body as { final: boolean }).final
          ? { status: 200, body: { data: submission({ score: 0 }) } }
          : apiError(409, 'EXAM_TIME_OVER', 'সময় শেষ।'),
    });
    await t.store.dispatch(openExam(71));
    await t.store.dispatch(saveExamAnswers());
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(t.state()).toMatchObject({ phase: 'ended', result: { score: 0 } });
  });

  it('shows one question at a time within the exam, and starts clean when the page is left', async () => {
    const t = setUp();
    await t.store.dispatch(openExam(71));
    t.store.dispatch(questionShown(2));
    expect(t.state().current).toBe(2);
    t.store.dispatch(questionShown(7));
    expect(t.state().current).toBe(2);
    t.store.dispatch(questionShown(-1));
    expect(t.state().current).toBe(0);
    t.store.dispatch(examLeft());
    expect(t.state()).toEqual(initialExamState);
    // the copy stays on the device for the next visit
    expect(t.storage.items.has(t.key)).toBe(true);
  });

  it('without storage (on the server) nothing is kept and nothing breaks', async () => {
    const made = storeWith({
      'GET /api/v3/exam/revised/71': () => ({ status: 200, body: { data: exam } }),
      'GET /api/v3/submission/quick-save/71': () => ({ status: 200, body: { data: quickSave() } }),
    });
    await made.store.dispatch(openExam(71));
    made.store.dispatch(answerChanged({ question: 1, answer: { question: 1, option_ids: [11] } }));
    expect(made.store.getState().exam).toMatchObject({ phase: 'running', clockOffset: 0, version: 1 });
  });
});

describe('the answers kept on the device when the session ends (a shared phone)', () => {
  const keptDrafts = (storage: ReturnType<typeof memoryStorage>) =>
    [...storage.items.keys()].filter((key) => key.startsWith('tilawat.exam.'));

  it('logout removes every exam’s copy, also one an earlier learner left, and nothing writes one back', async () => {
    const t = setUp({
      'POST /api/v3/user/logout': () => ({ status: 200, body: { data: { msg: 'লগআউট হয়েছে।' } } }),
      'POST /api/v3/submission/revised': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    t.storage.setItem(examDraftKey('u-9', 40), '{}');
    await t.store.dispatch(openExam(71));
    t.store.dispatch(answerChanged({ question: 1, answer: { question: 1, option_ids: [11] } }));
    expect(keptDrafts(t.storage).sort()).toEqual([examDraftKey('u-1', 71), examDraftKey('u-9', 40)]);

    await t.store.dispatch(logout());
    expect(keptDrafts(t.storage)).toEqual([]);
    // the page's timer saves once more as the learner leaves: it fails, and keeps nothing
    await t.store.dispatch(saveExamAnswers());
    t.store.dispatch(answerChanged({ question: 2, answer: { question: 2, option_ids: [21] } }));
    expect(keptDrafts(t.storage)).toEqual([]);
  });

  it('the 401 that ends the session removes them too, and the failed save does not write them back', async () => {
    const t = setUp({
      'POST /api/v3/submission/revised': () => apiError(401, 'UNAUTHORIZED', 'আবার লগইন করুন।'),
    });
    await t.store.dispatch(openExam(71));
    t.store.dispatch(answerChanged({ question: 1, answer: { question: 1, option_ids: [11] } }));
    expect(keptDrafts(t.storage)).toEqual([t.key]);
    // the refresh token is gone (it ended, or another device's logout revoked it): a 401 ends the session
    t.cookies.remove(cookieNames.refreshToken);
    await t.store.dispatch(saveExamAnswers());
    expect(await t.session.getAccessToken()).toBeUndefined();
    expect(keptDrafts(t.storage)).toEqual([]);
  });
});
