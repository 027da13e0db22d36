export type { FieldControlProps, FieldLabelProps, FieldProps } from './field';
export { Field } from './field';
