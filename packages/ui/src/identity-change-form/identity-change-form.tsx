import { formatDigits, forms, type Identity, validate } from '@tilawat/domain';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import { identityChangeForm as words } from '../copy/words/identity-change-form';
import { cx } from '../internal/cx';
import styles from '../internal/form-card.module.css';
import { useCheckedForm } from '../internal/use-checked-form';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';

/** What the first step sends: the new phone or e-mail (as domain reads it) and the current password. */
export interface IdentityChangeRequest {
  identity: Identity;
  current_password?: string;
}

/** Field errors by field (the server's `errors[].msg`, or domain's `validate`). */
export type IdentityChangeErrors = Partial<Record<'identity' | 'current_password' | 'otp', string>>;

export interface IdentityChangeFormProps {
  /**
   * The step: `ask` for the new address (and the current password); `confirm` for the code sent to
   * `target`.
   */
  step: 'ask' | 'confirm';
  /** Where the code went, as the learner typed it (the `confirm` step). */
  target?: string;
  /** The account has a password: it is asked for (an account without one proves itself by a fresh code sign-in). */
  passwordRequired?: boolean;
  /** A valid new address (domain's `forms.identityChange`). */
  onRequest: (request: IdentityChangeRequest) => void | Promise<void>;
  /** A six-digit code (domain's `forms.identityChangeCode`, Bengali digits read as ASCII). */
  onConfirm: (code: { otp: string }) => void | Promise<void>;
  /** Back from `confirm` to `ask`. */
  onBack: () => void;
  submitting?: boolean;
  /** The server's `msg` about the whole request: announced. */
  error?: string | null;
  /** The server's field errors, beside their fields (`phone` and `email` shown at `identity`). */
  errors?: IdentityChangeErrors;
  headingLevel?: 2 | 3;
  title?: ReactNode;
  className?: string;
}

const askFields = ['identity', 'current_password'] as const;
const confirmFields = ['otp'] as const;

/**
 * Moving the account to another phone number or e-mail address (issue 35), in two steps: the new
 * address with the current password, then the code sent there. Checked on submit with domain's rules,
 * each message beside its field and focus on the first invalid one; the server's errors show the same
 * way. After the code the page shows the account's new address.
 */
export function IdentityChangeForm({
  step,
  target,
  passwordRequired = true,
  onRequest,
  onConfirm,
  onBack,
  submitting = false,
  error,
  errors,
  headingLevel = 2,
  title = words.title,
  className,
}: IdentityChangeFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const Heading = `h${headingLevel}` as const;

  const ask = useCheckedForm({
    fields: askFields,
    check: (values) =>
      validate(forms.identityChange, {
        identity: values.identity,
        ...(passwordRequired ? { current_password: values.current_password } : {}),
      }),
    errors: step === 'ask' ? errors : undefined,
    submitting,
    onSubmit: (values) =>
      onRequest(
        values.current_password
          ? { identity: values.identity, current_password: values.current_password }
          : { identity: values.identity },
      ),
  });
  const confirm = useCheckedForm({
    fields: confirmFields,
    check: (values) => validate(forms.identityChangeCode, values),
    errors: step === 'confirm' ? errors : undefined,
    submitting,
    onSubmit: onConfirm,
  });

  const alert = (
    <div role="alert" className={styles.alertSlot}>
      {error ? <p className={styles.formError}>{error}</p> : null}
    </div>
  );

  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {step === 'ask' ? (
        <form
          ref={ask.form}
          className={styles.form}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={ask.handleSubmit}
        >
          <p className={styles.note}>{words.intro}</p>
          <TextField
            label={words.identity}
            name="identity"
            autoComplete="off"
            inputMode="email"
            required
            error={ask.shown.identity}
          />
          {passwordRequired ? (
            <PasswordField
              label={words.currentPassword}
              hint={words.currentPasswordHint}
              name="current_password"
              autoComplete="current-password"
              required
              error={ask.shown.current_password}
            />
          ) : null}
          {alert}
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {words.send}
          </Button>
        </form>
      ) : (
        <form
          ref={confirm.form}
          className={styles.form}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={confirm.handleSubmit}
        >
          <p className={styles.note}>{words.codeSentTo(formatDigits(target ?? ''))}</p>
          <TextField
            label={words.code}
            name="otp"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            error={confirm.shown.otp}
          />
          {alert}
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {words.confirm}
          </Button>
          <Button type="button" variant="ghost" onClick={onBack} disabled={submitting}>
            {words.back}
          </Button>
        </form>
      )}
    </section>
  );
}
