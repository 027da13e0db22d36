import { useRef } from 'react';
import { AuthCard } from '../auth-card/auth-card';
import cardStyles from '../auth-card/auth-card.module.css';
import type { AuthStepBaseProps } from '../auth-card/auth-step-props';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { formValues } from '../internal/form-values';
import { useFocusFirstError } from '../internal/use-focus-first-error';
import { TextField } from '../text-field/text-field';

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
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  return (
    <AuthCard
      step="forgot-password"
      title={copy.title}
      description={copy.description}
      onBack={onBack}
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
