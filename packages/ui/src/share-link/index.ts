export type { ShareLinkProps } from './share-link';
export { ShareLink } from './share-link';
