export type { SignupVerifyOtpStepProps, SignupVerifyOtpValues } from './signup-verify-otp-step';
export { SignupVerifyOtpStep } from './signup-verify-otp-step';
