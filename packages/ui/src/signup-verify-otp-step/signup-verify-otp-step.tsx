import { auth as authWords } from '../copy/words/auth';
import {
  OneTimeCodeStep,
  type OneTimeCodeStepProps,
  type OneTimeCodeValues,
} from '../internal/one-time-code-step';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { auth: authWords };

export type SignupVerifyOtpValues = OneTimeCodeValues;

/**
 * What the screen takes: where the code went (`identity`), the resend cooldown and `onResend`, and
 * `onBack` to `phone-email` (a wrong number); `submitOnComplete` (default true) submits by itself once
 * six digits are in.
 */
export type SignupVerifyOtpStepProps = OneTimeCodeStepProps;

/** Step `signup-verify-otp`: the six-digit code that verifies a new account. */
export function SignupVerifyOtpStep(props: SignupVerifyOtpStepProps) {
  return <OneTimeCodeStep {...props} step="signup-verify-otp" copy={bn.auth['signup-verify-otp']} />;
}
