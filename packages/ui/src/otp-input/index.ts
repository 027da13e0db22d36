export type { OtpInputHandle, OtpInputProps } from './otp-input';
export { OtpInput } from './otp-input';
