import { authStepFields } from '@tilawat/domain';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import type { AuthStepBaseProps } from '../auth-card/auth-step-props';
import { Button } from '../button/button';
import { auth as authWords } from '../copy/words/auth';
import { PasswordField } from '../password-field/password-field';
import { PhoneField } from '../phone-field/phone-field';
import { TextField } from '../text-field/text-field';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { auth: authWords };

export interface SignupNamePasswordValues {
  name: string;
  password: string;
  confirm_password: string;
  /** An optional second number (e.g. WhatsApp); empty when not given. */
  phone_extra: string;
}

export interface SignupNamePasswordStepProps extends AuthStepBaseProps<SignupNamePasswordValues> {
  /** The phone or e-mail the account is opened with. */
  identity: string;
  /** Back to `phone-email`. */
  onBack: () => void;
  /**
   * The learner is signed in already: their phone or e-mail was just verified, and what an earlier
   * registration chose was discarded (issue 35), so they set their own name and password.
   */
  afterVerification?: boolean;
}

const copy = bn.auth['signup-name-password'];

/**
 * Step `signup-name-password`: a new learner gives a name and chooses a password — before verifying
 * (registration), or right after (`afterVerification`), when the owner sets their own.
 */
export function SignupNamePasswordStep({
  identity,
  afterVerification = false,
  values,
  errors,
  formError,
  pending,
  onSubmit,
  onBack,
  className,
}: SignupNamePasswordStepProps) {
  return (
    <AuthCard
      step="signup-name-password"
      title={afterVerification ? copy.verifiedTitle : copy.title}
      description={afterVerification ? copy.verifiedDescription(identity) : copy.description(identity)}
      onBack={onBack}
      formError={formError ?? errors?.form}
      className={className}
    >
      <AuthForm
        fields={authStepFields['signup-name-password']}
        errors={errors}
        pending={pending}
        onSubmit={onSubmit}
      >
        <input type="text" name="username" autoComplete="username" value={identity} readOnly hidden />
        <TextField
          label={copy.name}
          name="name"
          autoComplete="name"
          required
          defaultValue={values?.name}
          error={errors?.name}
        />
        <PasswordField
          label={copy.password}
          hint={copy.passwordHint}
          name="password"
          autoComplete="new-password"
          required
          defaultValue={values?.password}
          error={errors?.password}
        />
        <PasswordField
          label={copy.confirmPassword}
          name="confirm_password"
          autoComplete="new-password"
          required
          defaultValue={values?.confirm_password}
          error={errors?.confirm_password}
        />
        <PhoneField
          label={copy.phoneExtra}
          hint={copy.phoneExtraHint}
          name="phone_extra"
          autoComplete="off"
          optional
          defaultValue={values?.phone_extra}
          error={errors?.phone_extra}
        />
        <Button type="submit" fullWidth loading={pending}>
          {afterVerification ? copy.verifiedSubmit : copy.submit}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
