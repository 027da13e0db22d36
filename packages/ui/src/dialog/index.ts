export type { DialogProps, DialogTriggerProps } from './dialog';
export { Dialog } from './dialog';
