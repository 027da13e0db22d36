export type { CourseCardProps } from './course-card';
export { CourseCard } from './course-card';
