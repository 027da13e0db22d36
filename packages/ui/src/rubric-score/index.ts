export type { RubricScoreProps } from './rubric-score';
export { RubricScore } from './rubric-score';
