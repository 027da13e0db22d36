import { authStepFields } from '@tilawat/domain';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import type { AuthStepBaseProps } from '../auth-card/auth-step-props';
import { Button } from '../button/button';
import { auth as authWords } from '../copy/words/auth';
import { TextField } from '../text-field/text-field';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { auth: authWords };

export interface ForgotPasswordValues {
  /** The phone or e-mail to send the reset code to (prefilled from the first step). */
  identity: string;
}

export interface ForgotPasswordStepProps extends AuthStepBaseProps<ForgotPasswordValues> {
  /** Back to `login-password`. */
  onBack: () => void;
}

const copy = bn.auth['forgot-password'];

/** Step `forgot-password`: asks for a reset code by SMS or e-mail. */
export function ForgotPasswordStep({
  values,
  errors,
  formError,
  pending,
  onSubmit,
  onBack,
  className,
}: ForgotPasswordStepProps) {
  return (
    <AuthCard
      step="forgot-password"
      title={copy.title}
      description={copy.description}
      onBack={onBack}
      formError={formError ?? errors?.form}
      className={className}
    >
      <AuthForm
        fields={authStepFields['forgot-password']}
        errors={errors}
        pending={pending}
        onSubmit={onSubmit}
      >
        <TextField
          label={copy.identity}
          name="identity"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={values?.identity}
          error={errors?.identity}
        />
        <Button type="submit" fullWidth loading={pending}>
          {copy.submit}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
