export type { AuthCardProps } from './auth-card';
export { AuthCard } from './auth-card';
export type { AuthStepBaseProps, AuthStepErrors } from './auth-step-props';
