export type { MarkedAyahProps } from './marked-ayah';
export { MarkedAyah } from './marked-ayah';
