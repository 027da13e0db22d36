export type { VideoPlayerProps, VideoProgress } from './video-player';
export { VideoPlayer } from './video-player';
