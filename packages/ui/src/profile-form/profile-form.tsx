import { formatDigits, forms, type ProfileValues, validate } from '@tilawat/domain';
import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import { profileForm as profileFormWords } from '../copy/words/profile-form';
import { cx } from '../internal/cx';
import card from '../internal/form-card.module.css';
import { useCheckedForm } from '../internal/use-checked-form';
import { PhoneField } from '../phone-field/phone-field';
import { TextField } from '../text-field/text-field';
import styles from './profile-form.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { profileForm: profileFormWords };

/** What the form sends (`PATCH /user/me`, `UserUpdatePayload`): the name, the second number or null. */
export type ProfileFormValues = ProfileValues;

/** Field errors by body field (the server's `errors[].msg`, or domain's `validate`). */
export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** The fields the form reads on submit: the body fields of `UserUpdatePayload`. */
export const profileFormFields = [
  'name',
  'phone_extra',
] as const satisfies readonly (keyof V2Schemas['UserUpdatePayload'])[];

export interface ProfileFormProps {
  /** The signed-in learner (`GET /user/me`): the fields start from it; phone and e-mail are shown. */
  user: V2Schemas['User'] | V3Schemas['User'];
  /**
   * A valid profile, as `PATCH /user/me` takes it (domain's `forms.profile`): the name trimmed, the
   * second number as +8801XXXXXXXXX, or null when left blank (remove it).
   */
  onSubmit: (payload: ProfileFormValues) => void | Promise<void>;
  /** The request is on its way: the button is busy and the form does not send twice. */
  submitting?: boolean;
  /** The server's `msg` about the whole request (a network failure…): announced. */
  error?: string | null;
  /** The server's field errors, shown beside their fields. Clear them when sending again. */
  errors?: ProfileFormErrors;
  /** The level of the title in the page's outline. */
  headingLevel?: 1 | 2 | 3;
  title?: ReactNode;
  className?: string;
}

/** A stored phone (+8801…) as the learner types it beside the +৮৮ the field shows: 01…. */
function localPhone(phone: string | null | undefined): string {
  return phone?.replace(/^\+?88(?=01)/, '') ?? '';
}

/**
 * The learner's profile: the name and a second mobile number (such as WhatsApp; left blank it is
 * removed) may be changed; the phone number and e-mail the account is known by are shown above them,
 * read-only, with the reason. Checked on submit with domain's `forms.profile` (the same Bengali messages as the
 * api), each message beside its field and focus on the first invalid one; the server's errors show
 * the same way. The fields start from `user`; to show the saved values after an update, give the
 * form a new `key`.
 */
export function ProfileForm({
  user,
  onSubmit,
  submitting = false,
  error,
  errors,
  headingLevel = 2,
  title = bn.profileForm.title,
  className,
}: ProfileFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const t = bn.profileForm;

  const { form, shown, handleSubmit } = useCheckedForm({
    fields: profileFormFields,
    check: (values) => validate(forms.profile, values),
    errors,
    submitting,
    onSubmit,
  });

  return (
    <section className={cx(card.card, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={card.title}>
        {title}
      </Heading>
      <div className={styles.account}>
        <SubHeading className={styles.accountTitle}>{t.accountTitle}</SubHeading>
        <dl className={styles.identity}>
          <div className={styles.row}>
            <dt>{t.phone}</dt>
            <dd>{user.phone ? formatDigits(localPhone(user.phone)) : t.notGiven}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t.email}</dt>
            <dd>
              {user.email ? (
                <span lang="en" dir="ltr" className={styles.email}>
                  {user.email}
                </span>
              ) : (
                t.notGiven
              )}
            </dd>
          </div>
        </dl>
        <p className={card.note}>{t.accountNote}</p>
      </div>
      <form
        ref={form}
        className={card.form}
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={handleSubmit}
      >
        <TextField
          label={t.name}
          name="name"
          autoComplete="name"
          required
          defaultValue={user.name}
          error={shown.name}
        />
        <PhoneField
          label={t.phoneExtra}
          hint={t.phoneExtraHint}
          name="phone_extra"
          autoComplete="off"
          optional
          defaultValue={localPhone(user.phone_extra)}
          error={shown.phone_extra}
        />
        <div role="alert" className={card.alertSlot}>
          {error ? <p className={card.formError}>{error}</p> : null}
        </div>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {t.submit}
        </Button>
      </form>
    </section>
  );
}
