import type { AdminSchemas } from '@tilawat/sdk/admin';
import { requireUser } from '../../core/auth';
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

/** The console's exam reviews (issue 19): the answers a teacher marks, for admins and the batch's teacher. */
export function examsAdminHandlers(exams: ExamsAdmin): ContractHandlers {
  return {
    admin: {
      adminListReviews: async ({ query, user }) => ({
        data: mapPage(await exams.list(requireUser(user), { batchId: query.batch }, query), adminReviewJson),
      }),
      adminMarkReview: async ({ params, body, user }) => ({
        data: adminReviewJson(await exams.mark(requireUser(user), params.id, body.marks)),
      }),
    },
  };
}
