import { authStepFields } from '@tilawat/domain';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import type { AuthStepBaseProps } from '../auth-card/auth-step-props';
import { Button } from '../button/button';
import { auth as authWords } from '../copy/words/auth';
import { otp as otpWords } from '../copy/words/otp';
import { OtpInput } from '../otp-input/otp-input';
import { ResendCode } from '../resend-code/resend-code';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { auth: authWords, otp: otpWords };

export interface SignupVerifyOtpValues {
  otp: string;
}

export interface SignupVerifyOtpStepProps extends AuthStepBaseProps<SignupVerifyOtpValues> {
  /** Where the code went (phone or e-mail). */
  identity: string;
  /** Seconds until another code may be sent. */
  resendCooldown: number;
  /** Restarts the resend countdown when it changes. */
  codeSentAt?: number | string;
  onResend: () => void;
  resendPending?: boolean;
  /** Back to `phone-email` (a wrong number). */
  onBack: () => void;
  /** Submit by itself once six digits are in (default true). */
  submitOnComplete?: boolean;
}

const copy = bn.auth['signup-verify-otp'];

/** Step `signup-verify-otp`: the six-digit code that verifies a new account. */
export function SignupVerifyOtpStep({
  identity,
  values,
  errors,
  formError,
  pending,
  onSubmit,
  onBack,
  resendCooldown,
  codeSentAt,
  onResend,
  resendPending,
  submitOnComplete = true,
  className,
}: SignupVerifyOtpStepProps) {
  return (
    <AuthCard
      step="signup-verify-otp"
      title={copy.title}
      description={copy.description(identity)}
      onBack={onBack}
      formError={formError ?? errors?.form}
      className={className}
    >
      <AuthForm
        fields={authStepFields['signup-verify-otp']}
        errors={errors}
        pending={pending}
        onSubmit={onSubmit}
      >
        <OtpInput
          name="otp"
          hint={bn.otp.hint}
          defaultValue={values?.otp}
          error={errors?.otp}
          autoFocus
          onComplete={(code) => {
            if (submitOnComplete && !pending) onSubmit({ otp: code });
          }}
        />
        <ResendCode
          cooldown={resendCooldown}
          sentAt={codeSentAt}
          onResend={onResend}
          pending={resendPending}
        />
        <Button type="submit" fullWidth loading={pending}>
          {copy.submit}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
