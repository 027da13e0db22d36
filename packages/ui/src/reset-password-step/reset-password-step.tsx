import { authStepFields } from '@tilawat/domain';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import type { AuthStepBaseProps } from '../auth-card/auth-step-props';
import { Button } from '../button/button';
import { auth as authWords } from '../copy/words/auth';
import { OtpInput } from '../otp-input/otp-input';
import { PasswordField } from '../password-field/password-field';
import { ResendCode } from '../resend-code/resend-code';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { auth: authWords };

export interface ResetPasswordValues {
  otp: string;
  new_password: string;
  confirm_password: string;
}

export interface ResetPasswordStepProps extends AuthStepBaseProps<ResetPasswordValues> {
  /** Where the code went (phone or e-mail), shown in the intro. */
  identity: string;
  /** Seconds until another code may be sent. */
  resendCooldown: number;
  /** Restarts the resend countdown when it changes. */
  codeSentAt?: number | string;
  onResend: () => void;
  resendPending?: boolean;
  /** Back to `forgot-password`. */
  onBack: () => void;
}

const copy = bn.auth['reset-password'];

/** Step `reset-password`: the code that was sent plus a new password, typed twice. */
export function ResetPasswordStep({
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
  className,
}: ResetPasswordStepProps) {
  return (
    <AuthCard
      step="reset-password"
      title={copy.title}
      description={copy.description(identity)}
      onBack={onBack}
      formError={formError ?? errors?.form}
      className={className}
    >
      <AuthForm
        fields={authStepFields['reset-password']}
        errors={errors}
        pending={pending}
        onSubmit={onSubmit}
      >
        <OtpInput name="otp" defaultValue={values?.otp} error={errors?.otp} autoFocus />
        <ResendCode
          cooldown={resendCooldown}
          sentAt={codeSentAt}
          onResend={onResend}
          pending={resendPending}
        />
        <PasswordField
          label={copy.newPassword}
          hint={copy.passwordHint}
          name="new_password"
          autoComplete="new-password"
          required
          defaultValue={values?.new_password}
          error={errors?.new_password}
        />
        <PasswordField
          label={copy.confirmPassword}
          name="confirm_password"
          autoComplete="new-password"
          required
          defaultValue={values?.confirm_password}
          error={errors?.confirm_password}
        />
        <Button type="submit" fullWidth loading={pending}>
          {copy.submit}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
