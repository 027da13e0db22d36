export type { SignupNamePasswordStepProps, SignupNamePasswordValues } from './signup-name-password-step';
export { SignupNamePasswordStep } from './signup-name-password-step';
