export type { TopupFormErrors, TopupFormProps, TopupFormValues } from './topup-form';
export { TopupForm, topupFormFields } from './topup-form';
