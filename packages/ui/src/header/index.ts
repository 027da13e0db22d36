export type { HeaderAccountLink, HeaderProps } from './header';
export { Header } from './header';
