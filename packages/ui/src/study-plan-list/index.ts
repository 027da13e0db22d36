export type { StudyPlanListProps } from './study-plan-list';
export { StudyPlanList, studyPlanDays } from './study-plan-list';
