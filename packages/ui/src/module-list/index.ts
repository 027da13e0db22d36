export type { LessonListItem, LessonListProps } from './lesson-list';
export { LessonList } from './lesson-list';
export type { LessonRowProps, ModuleListProps } from './module-list';
export { FreeBadge, ModuleList } from './module-list';
