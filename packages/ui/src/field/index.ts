export type { FieldControlProps, FieldProps } from './field';
export { Field } from './field';
