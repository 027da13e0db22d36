export type { ForgotPasswordStepProps, ForgotPasswordValues } from './forgot-password-step';
export { ForgotPasswordStep } from './forgot-password-step';
