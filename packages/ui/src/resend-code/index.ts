export type { ResendCodeProps } from './resend-code';
export { ResendCode } from './resend-code';
