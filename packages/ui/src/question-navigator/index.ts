export type { QuestionNavigatorProps } from './question-navigator';
export { isAnswered, QuestionNavigator } from './question-navigator';
