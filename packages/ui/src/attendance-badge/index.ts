export type { AttendanceBadgeProps } from './attendance-badge';
export { AttendanceBadge } from './attendance-badge';
