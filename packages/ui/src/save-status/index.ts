export type { SaveStatusProps, SaveStatusState } from './save-status';
export { SaveStatus } from './save-status';
