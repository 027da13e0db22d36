import { authStepFields } from '@tilawat/domain';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import type { AuthStepBaseProps } from '../auth-card/auth-step-props';
import { Button } from '../button/button';
import { auth as authWords } from '../copy/words/auth';
import { PasswordField } from '../password-field/password-field';
import styles from './login-password-step.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { auth: authWords };

export interface LoginPasswordValues {
  password: string;
}

export interface LoginPasswordStepProps extends AuthStepBaseProps<LoginPasswordValues> {
  /** The phone or e-mail given on the first step, shown so the learner knows which account. */
  identity: string;
  /** Back to `phone-email` to use another number or e-mail. */
  onBack: () => void;
  /** To `forgot-password`. */
  onForgotPassword: () => void;
  /** Sign in with a one-time code instead (to `login-otp`); the choice shows only when given. */
  onUseCode?: () => void;
}

const copy = bn.auth['login-password'];

/**
 * Step `login-password`: an existing, verified account signs in with its password — or, with
 * `onUseCode`, chooses a one-time code instead ("কোড দিয়ে লগইন", step `login-otp`).
 */
export function LoginPasswordStep({
  identity,
  values,
  errors,
  formError,
  pending,
  onSubmit,
  onBack,
  onForgotPassword,
  onUseCode,
  className,
}: LoginPasswordStepProps) {
  return (
    <AuthCard
      step="login-password"
      title={copy.title}
      onBack={onBack}
      formError={formError ?? errors?.form}
      className={className}
    >
      <div className={styles.identity}>
        <span className={styles.identityLabel}>{copy.signingInAs}</span>
        <span className={styles.identityValue} dir="ltr">
          {identity}
        </span>
      </div>
      <AuthForm
        fields={authStepFields['login-password']}
        errors={errors}
        pending={pending}
        onSubmit={onSubmit}
      >
        {/* For password managers: which account this password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={identity} readOnly hidden />
        <PasswordField
          name="password"
          autoComplete="current-password"
          required
          defaultValue={values?.password}
          error={errors?.password}
        />
        <Button type="submit" fullWidth loading={pending}>
          {copy.submit}
        </Button>
      </AuthForm>
      {onUseCode ? (
        <Button variant="secondary" fullWidth disabled={pending} onClick={onUseCode}>
          {copy.useCode}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onForgotPassword} className={styles.forgot}>
        {copy.forgot}
      </Button>
    </AuthCard>
  );
}
