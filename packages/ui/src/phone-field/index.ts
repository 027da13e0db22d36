export type { PhoneFieldProps } from './phone-field';
export { PhoneField } from './phone-field';
