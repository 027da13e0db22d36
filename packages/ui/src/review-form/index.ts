export type { ReviewFormErrors, ReviewFormProps, ReviewFormValues } from './review-form';
export { ReviewForm, reviewFormFields } from './review-form';
