export type { FileFieldProps } from './file-field';
export { FileField } from './file-field';
