import { useRef } from 'react';
import { AuthCard } from '../auth-card/auth-card';
import cardStyles from '../auth-card/auth-card.module.css';
import type { AuthStepBaseProps } from '../auth-card/auth-step-props';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { formValues } from '../internal/form-values';
import { useFocusFirstError } from '../internal/use-focus-first-error';
import { TextField } from '../text-field/text-field';

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
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  return (
    <AuthCard
      step="phone-email"
      title={copy.title}
      description={copy.description}
      formError={formError ?? errors?.form}
      className={className}
    >
      <form
        ref={form}
        className={cardStyles.form}
        noValidate
        aria-busy={pending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(formValues(event.currentTarget, ['identity']));
        }}
      >
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
      </form>
    </AuthCard>
  );
}
