export type { LoginOtpStepProps, LoginOtpValues } from './login-otp-step';
export { LoginOtpStep } from './login-otp-step';
