export type { ExamInstructionProps } from './exam-instruction';
export { ExamInstruction } from './exam-instruction';
