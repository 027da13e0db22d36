export type { ProfileFormErrors, ProfileFormProps, ProfileFormValues } from './profile-form';
export { ProfileForm, profileFormFields } from './profile-form';
