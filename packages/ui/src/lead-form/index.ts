export type { LeadCourse, LeadFormErrors, LeadFormProps } from './lead-form';
export { LeadForm, leadFormFields } from './lead-form';
