export type { PlaybackRate, SpeedMenuProps } from './speed-menu';
export { SpeedMenu } from './speed-menu';
