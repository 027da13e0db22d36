export type { LoginPasswordStepProps, LoginPasswordValues } from './login-password-step';
export { LoginPasswordStep } from './login-password-step';
