export type { QuestionCardProps } from './question-card';
export { isArabicText, QuestionCard } from './question-card';
