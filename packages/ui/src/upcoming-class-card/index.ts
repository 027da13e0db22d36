export type { LiveClassState, UpcomingClassCardProps } from './upcoming-class-card';
export { liveClassState, UpcomingClassCard } from './upcoming-class-card';
