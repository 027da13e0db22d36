export type { ConfirmDialogProps } from './confirm-dialog';
export { ConfirmDialog } from './confirm-dialog';
