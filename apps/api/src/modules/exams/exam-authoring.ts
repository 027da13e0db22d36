// The rules of writing an exam (issue 19): a question's shape, and an exam's window. Pure.
import { DomainError } from '../../core/errors';
import { MAX_RECITATION_AYAHS } from './exam-recitations';

/** A question as the console writes it (the contract's QuestionPayload). */
export interface QuestionDraft {
  kind: 'single-choice' | 'multi-choice' | 'short-text' | 'recitation';
  prompt: string;
  arabic_text?: string | null;
  marks: number;
  options?: { text: string; correct: boolean }[];
  accepted_answers?: string[];
  diacritics_optional?: boolean;
  teacher_review?: boolean;
  /** recitation: the surah and ayah range. */
  surah?: number;
  ayah_from?: number;
  ayah_to?: number;
}

/**
 * The one rule of a question's shape, refused beside the field at fault: a choice question has two
 * options or more — single-choice exactly one right, multi-choice at least one; a short-text question
 * has no options, and accepted answers unless a teacher marks it; only a short-text question is
 * marked by a teacher. A recitation question has a surah's ayah range (at most
 * {@link MAX_RECITATION_AYAHS} ayahs; whether it lies in the surah is the practice area's check) and
 * nothing else; only it has one.
 */
export function checkQuestion(draft: QuestionDraft): void {
  const options = draft.options ?? [];
  const accepted = (draft.accepted_answers ?? []).map((answer) => answer.trim()).filter(Boolean);
  if (draft.kind === 'recitation') {
    if (draft.surah === undefined) throw new DomainError('RECITATION_RANGE', { field: 'surah' });
    if (draft.ayah_from === undefined) throw new DomainError('RECITATION_RANGE', { field: 'ayah_from' });
    if (
      draft.ayah_to === undefined ||
      draft.ayah_to < draft.ayah_from ||
      draft.ayah_to - draft.ayah_from + 1 > MAX_RECITATION_AYAHS
    ) {
      throw new DomainError('RECITATION_RANGE', { field: 'ayah_to' });
    }
    if (options.length > 0) throw new DomainError('RECITATION_NO_ANSWERS', { field: 'options' });
    if (accepted.length > 0) throw new DomainError('RECITATION_NO_ANSWERS', { field: 'accepted_answers' });
    if (draft.teacher_review) throw new DomainError('TEACHER_REVIEW_SHORT_TEXT', { field: 'teacher_review' });
    return;
  }
  for (const field of ['surah', 'ayah_from', 'ayah_to'] as const) {
    if (draft[field] !== undefined) throw new DomainError('RECITATION_ONLY', { field });
  }
  if (draft.kind === 'short-text') {
    if (options.length > 0) throw new DomainError('SHORT_TEXT_NO_OPTIONS', { field: 'options' });
    if (!draft.teacher_review && accepted.length === 0) {
      throw new DomainError('ACCEPTED_ANSWERS_NEEDED', { field: 'accepted_answers' });
    }
    return;
  }
  if (draft.teacher_review) throw new DomainError('TEACHER_REVIEW_SHORT_TEXT', { field: 'teacher_review' });
  if (options.length < 2) throw new DomainError('CHOICE_OPTIONS', { field: 'options' });
  const right = options.filter((option) => option.correct).length;
  if (draft.kind === 'single-choice' && right !== 1)
    throw new DomainError('SINGLE_CHOICE_ONE_RIGHT', { field: 'options' });
  if (draft.kind === 'multi-choice' && right < 1)
    throw new DomainError('MULTI_CHOICE_SOME_RIGHT', { field: 'options' });
}

/** An exam's window: it closes after it opens (or never). */
export function checkWindow(opensAt: Date, closesAt: Date | null): void {
  if (closesAt && closesAt <= opensAt) throw new DomainError('CLOSES_BEFORE_OPENS', { field: 'closes_at' });
}

/** The question's row fields from a draft (a short-text question's answers trimmed; a choice one's none; a recitation's range). */
export function questionValues(draft: QuestionDraft) {
  const shortText = draft.kind === 'short-text';
  const recitation = draft.kind === 'recitation';
  return {
    kind: draft.kind,
    prompt: draft.prompt.trim(),
    arabicText: draft.arabic_text?.trim() || null,
    marks: draft.marks,
    acceptedAnswers: shortText
      ? (draft.accepted_answers ?? []).map((answer) => answer.trim()).filter(Boolean)
      : [],
    diacriticsOptional: shortText && (draft.diacritics_optional ?? false),
    teacherReview: shortText && (draft.teacher_review ?? false),
    surah: recitation ? (draft.surah ?? null) : null,
    ayahFrom: recitation ? (draft.ayah_from ?? null) : null,
    ayahTo: recitation ? (draft.ayah_to ?? null) : null,
  };
}
