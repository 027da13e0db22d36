export type { ResetPasswordStepProps, ResetPasswordValues } from './reset-password-step';
export { ResetPasswordStep } from './reset-password-step';
