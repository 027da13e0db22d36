import { authStepFields } from '@tilawat/domain';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import type { AuthStepBaseProps } from '../auth-card/auth-step-props';
import { Button } from '../button/button';
import { auth as authWords } from '../copy/words/auth';
import { TextField } from '../text-field/text-field';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { auth: authWords };

export interface PhoneEmailValues {
  /** A Bangladeshi mobile number or an e-mail address (domain's `detectIdentity` tells which). */
  identity: string;
}

export interface PhoneEmailStepProps extends AuthStepBaseProps<PhoneEmailValues> {}

const copy = bn.auth['phone-email'];

/** Step `phone-email`: the learner gives a phone number or an e-mail; the web looks the account up. */
export function PhoneEmailStep({
  values,
  errors,
  formError,
  pending,
  onSubmit,
  className,
}: PhoneEmailStepProps) {
  return (
    <AuthCard
      step="phone-email"
      title={copy.title}
      description={copy.description}
      formError={formError ?? errors?.form}
      className={className}
    >
      <AuthForm fields={authStepFields['phone-email']} errors={errors} pending={pending} onSubmit={onSubmit}>
        <TextField
          label={copy.identity}
          hint={copy.identityHint}
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
