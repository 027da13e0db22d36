import { type AuthStep, authStepFields } from '@tilawat/domain';
import type { ReactNode } from 'react';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import type { AuthStepBaseProps } from '../auth-card/auth-step-props';
import { Button } from '../button/button';
import { otp as otpWords } from '../copy/words/otp';
import { OtpInput } from '../otp-input/otp-input';
import { ResendCode } from '../resend-code/resend-code';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { otp: otpWords };

export interface OneTimeCodeValues {
  otp: string;
}

/** What a code step's screen takes (signup-verify-otp, login-otp): its own words come from the step. */
export interface OneTimeCodeStepProps extends AuthStepBaseProps<OneTimeCodeValues> {
  /** Where the code went (phone or e-mail). */
  identity: string;
  /** Seconds until another code may be sent. */
  resendCooldown: number;
  /** Restarts the resend countdown when it changes. */
  codeSentAt?: number | string;
  onResend: () => void;
  resendPending?: boolean;
  onBack: () => void;
  /** Submit by itself once six digits are in (default true). */
  submitOnComplete?: boolean;
}

/**
 * The one screen of a six-digit code (the code, resend after the cooldown, submit), shared by the steps
 * that take one; each step gives its words and may add a link under the form.
 */
export function OneTimeCodeStep({
  step,
  copy,
  footer,
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
}: OneTimeCodeStepProps & {
  step: Extract<AuthStep, 'signup-verify-otp' | 'login-otp'>;
  copy: { title: string; description: (identity: string) => string; submit: string };
  footer?: ReactNode;
}) {
  return (
    <AuthCard
      step={step}
      title={copy.title}
      description={copy.description(identity)}
      onBack={onBack}
      formError={formError ?? errors?.form}
      footer={footer}
      className={className}
    >
      <AuthForm fields={authStepFields[step]} errors={errors} pending={pending} onSubmit={onSubmit}>
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
