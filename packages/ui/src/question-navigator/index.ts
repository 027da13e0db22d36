export type { QuestionNavigatorProps } from './question-navigator';
export { QuestionNavigator } from './question-navigator';
