export type { OrientationCardProps, OrientationCardState } from './orientation-card';
export { OrientationCard, orientationCardState } from './orientation-card';
