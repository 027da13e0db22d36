// What the console's audit log keeps of an exam and of a question when a teacher writes them (issue 19).
import type { AuditRecord } from '../audit/audit.table';
import type { QuestionDraft } from './exam-authoring';
import type { ExamRow } from './exams.repository';

export const examRecord = (exam: ExamRow): AuditRecord => ({
  batch_id: exam.batchId,
  module_id: exam.moduleId,
  title: exam.title,
  duration_minutes: exam.durationMinutes,
  pass_marks: exam.passMarks,
  attempts_allowed: exam.attemptsAllowed,
  opens_at: exam.opensAt.toISOString(),
  closes_at: exam.closesAt?.toISOString() ?? null,
  prerequisite_exam_id: exam.prerequisiteExamId,
});

export const questionRecord = (draft: QuestionDraft): AuditRecord => ({
  kind: draft.kind,
  prompt: draft.prompt.trim(),
  marks: draft.marks,
  options:
    (draft.options ?? []).map((option) => `${option.correct ? '✓' : '✗'} ${option.text}`).join(' | ') || null,
  accepted_answers: (draft.accepted_answers ?? []).join(' | ') || null,
  teacher_review: draft.teacher_review ?? false,
  recitation: draft.kind === 'recitation' ? `${draft.surah}:${draft.ayah_from}-${draft.ayah_to}` : null,
});
