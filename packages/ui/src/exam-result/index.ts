export type { ExamOutcome, ExamResultProps } from './exam-result';
export { ExamResult, examOutcome } from './exam-result';
