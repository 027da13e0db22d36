import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { personJson } from '../accounts/accounts.json';
import type { ExamsAdmin, ReviewView } from './exams.admin.service';

/** An attempt as the console's review list writes it (AdminReview). */
export function adminReviewJson(view: ReviewView): AdminSchemas['AdminReview'] {
  const { submission } = view;
  const answers = new Map(submission.answers.map((answer) => [answer.question, answer.text ?? '']));
  const awarded = new Map((submission.review ?? []).map((item) => [item.question, item.awarded]));
  return {
    id: submission.id,
    learner: personJson(view.learner),
    exam: { id: view.exam.id, title: view.exam.title },
    batch: { id: view.batch.id, name: view.batch.name, course_title: view.batch.courseTitle },
    submitted_at: (submission.submittedAt ?? submission.startedAt).toISOString(),
    status: submission.status === 'graded' ? 'graded' : 'submitted',
    score: submission.score,
    passed: submission.passed,
    pass_marks: view.exam.passMarks,
    total_marks: view.totalMarks,
    questions: view.questions.map((question) => ({
      question: question.id,
      prompt: question.prompt,
      arabic_text: question.arabicText,
      marks: question.marks,
      answer: answers.get(question.id) ?? '',
      awarded: awarded.get(question.id) ?? null,
    })),
  };
}

type ExamView = Awaited<ReturnType<ExamsAdmin['detail']>>;

/** An exam with its counts as the console's contract writes it (AdminExam). */
const adminExamJson = ({
  exam,
  questions,
  marks,
  attempts,
}: Pick<ExamView, 'exam' | 'questions' | 'marks' | 'attempts'>): AdminSchemas['AdminExam'] => ({
  id: exam.id,
  batch_id: exam.batchId,
  module_id: exam.moduleId,
  title: exam.title,
  instructions: exam.instructions,
  duration_minutes: exam.durationMinutes,
  pass_marks: exam.passMarks,
  attempts_allowed: exam.attemptsAllowed,
  opens_at: exam.opensAt.toISOString(),
  closes_at: exam.closesAt?.toISOString() ?? null,
  prerequisite_exam_id: exam.prerequisiteExamId,
  questions_count: questions,
  total_marks: marks,
  attempts,
});

/** An exam with its questions and answers (AdminExamDetail). */
const examDetailJson = (view: ExamView): AdminSchemas['AdminExamDetailResponse']['data'] => ({
  exam: adminExamJson(view),
  questions: view.questionRows.map((question) => ({
    id: question.id,
    position: Math.max(1, question.position),
    kind: question.kind,
    prompt: question.prompt,
    arabic_text: question.arabicText,
    marks: question.marks,
    options: question.options.map((option) => ({
      id: option.id,
      text: option.text,
      correct: option.correct,
    })),
    accepted_answers: question.acceptedAnswers,
    diacritics_optional: question.diacriticsOptional,
    teacher_review: question.teacherReview,
    recitation:
      question.kind === 'recitation' &&
      question.surah !== null &&
      question.surahName !== null &&
      question.ayahFrom !== null &&
      question.ayahTo !== null
        ? {
            surah: question.surah,
            surah_name: question.surahName,
            ayah_from: question.ayahFrom,
            ayah_to: question.ayahTo,
          }
        : null,
  })),
});

/** The console's exam reviews (issue 19): the answers a teacher marks, for admins and the batch's teacher. */
export function examsAdminHandlers(exams: ExamsAdmin): ContractHandlers {
  return {
    admin: {
      adminListExams: async ({ params, user }) => ({
        data: (await exams.exams(user, params.id)).map(adminExamJson),
      }),
      adminGetExam: async ({ params, user }) => ({
        data: examDetailJson(await exams.detail(user, params.id)),
      }),
      adminCreateExam: async ({ params, body, user }) => ({
        data: examDetailJson(await exams.createExam(user, params.id, body)),
      }),
      adminUpdateExam: async ({ params, body, user }) => ({
        data: examDetailJson(await exams.updateExam(user, params.id, body)),
      }),
      adminAddQuestion: async ({ params, body, user }) => ({
        data: examDetailJson(await exams.addQuestion(user, params.id, body)),
      }),
      adminReplaceQuestion: async ({ params, body, user }) => ({
        data: examDetailJson(await exams.replaceQuestion(user, params.id, body)),
      }),
      adminListReviews: async ({ query, user }) => ({
        data: mapPage(await exams.list(user, { batchId: query.batch }, query), adminReviewJson),
      }),
      adminMarkReview: async ({ params, body, user }) => ({
        data: adminReviewJson(await exams.mark(user, params.id, body.marks)),
      }),
    },
  };
}
