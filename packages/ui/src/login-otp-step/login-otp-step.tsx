import { Button } from '../button/button';
import { auth as authWords } from '../copy/words/auth';
import {
  OneTimeCodeStep,
  type OneTimeCodeStepProps,
  type OneTimeCodeValues,
} from '../internal/one-time-code-step';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { auth: authWords };

export type LoginOtpValues = OneTimeCodeValues;

export interface LoginOtpStepProps extends OneTimeCodeStepProps {
  /** Back to `login-password` (the back button at the top does the same). */
  onUsePassword?: () => void;
}

const copy = bn.auth['login-otp'];

/**
 * Step `login-otp`: an existing, verified account signs in with the six-digit code sent to its phone or
 * e-mail (v2 quick-login) instead of the password; resend after the cooldown, or back to the password.
 */
export function LoginOtpStep({ onUsePassword, ...props }: LoginOtpStepProps) {
  return (
    <OneTimeCodeStep
      {...props}
      step="login-otp"
      copy={copy}
      footer={
        onUsePassword ? (
          <Button variant="ghost" onClick={onUsePassword}>
            {copy.usePassword}
          </Button>
        ) : null
      }
    />
  );
}
