export type { FooterProps } from './footer';
export { Footer } from './footer';
