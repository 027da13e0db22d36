export type { ButtonProps } from './button';
export { Button } from './button';
