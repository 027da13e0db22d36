export type { StudyDayView, StudyStreakProps } from './study-streak';
export { StudyStreak } from './study-streak';
