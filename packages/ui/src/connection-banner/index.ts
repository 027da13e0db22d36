export type { ConnectionBannerProps } from './connection-banner';
export { ConnectionBanner } from './connection-banner';
