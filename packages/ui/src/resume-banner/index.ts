export type { ResumeBannerProps } from './resume-banner';
export { ResumeBanner } from './resume-banner';
