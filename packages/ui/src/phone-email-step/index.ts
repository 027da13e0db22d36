export type { PhoneEmailStepProps, PhoneEmailValues } from './phone-email-step';
export { PhoneEmailStep } from './phone-email-step';
