import { forms, preferredTimes, validate } from '@tilawat/domain';
import { inputLimits } from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../button/button';
import { leadForm as leadFormWords } from '../copy/words/lead-form';
import { Field } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { cx } from '../internal/cx';
import { useCheckedForm } from '../internal/use-checked-form';
import { PhoneField } from '../phone-field/phone-field';
import { TextField } from '../text-field/text-field';
import styles from './lead-form.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { leadForm: leadFormWords };

type LeadPayload = V3Schemas['LeadPayload'];

/** A course the visitor may ask about: an option of the course select. */
export interface LeadCourse {
  id: number;
  title: string;
}

/** Field errors by body field (the server's `errors[].msg`, or domain's `validate`). */
export type LeadFormErrors = Partial<Record<keyof LeadPayload, string>>;

/** The fields the form reads on submit: the body fields of `LeadPayload`. */
export const leadFormFields = [
  'name',
  'phone',
  'email',
  'course',
  'preferred_time',
  'message',
] as const satisfies readonly (keyof LeadPayload)[];

export interface LeadFormProps {
  /** The courses to ask about (the select's options); no select when empty. */
  courses?: readonly LeadCourse[];
  /**
   * The course chosen at first (a course page's own). Without `courses` it is sent as it is, in a
   * hidden field: the form on a course page asks about that course.
   */
  defaultCourse?: number;
  /**
   * A valid lead, as `POST /lead` takes it: only the fields filled in, the name trimmed, the phone as
   * +8801XXXXXXXXX, the course a number (domain's `forms.lead`).
   */
  onSubmit: (payload: LeadPayload) => void | Promise<void>;
  /** The request is on its way: the button is busy and the form does not send twice. */
  submitting?: boolean;
  /** The server's field errors, shown beside their fields. Clear them when sending again. */
  errors?: LeadFormErrors;
  /** The server's `msg` about the whole request (429, a network failure…): announced. */
  formError?: string | null;
  /** The server's thanks (`msg` of the 201): the form gives way to it, and focus moves to it. */
  success?: string | null;
  /** "Send another request": the page clears `success` (focus returns to the name field). */
  onReset?: () => void;
  /** The level of the title in the page's outline. */
  headingLevel?: 1 | 2 | 3;
  title?: ReactNode;
  /** Under the title; a Bengali sentence on what happens next when not given. */
  description?: ReactNode;
  className?: string;
}

/**
 * The "call me back" form of public pages: a name and a Bangladeshi mobile number, and optionally
 * an e-mail, the course, when to call and a message. It is checked on submit with domain's
 * `forms.lead` (the same Bengali messages as the api), each message beside its field and focus on the
 * first invalid one; the server's errors show the same way. Once the server has thanked the
 * visitor (`success`), a thank-you panel takes the form's place.
 */
export function LeadForm({
  courses = [],
  defaultCourse,
  onSubmit,
  submitting = false,
  errors,
  formError,
  success,
  onReset,
  headingLevel = 2,
  title = bn.leadForm.title,
  description = bn.leadForm.description,
  className,
}: LeadFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const thanksTitleId = `${id}-thanks-title`;
  const thanksMessageId = `${id}-thanks-message`;
  const thanks = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const t = bn.leadForm;

  const { form, shown, handleSubmit } = useCheckedForm({
    fields: leadFormFields,
    check: (values) => validate(forms.lead, values),
    errors,
    submitting,
    onSubmit,
  });

  // Focus to the thanks when they arrive; back to the form's first field when it returns. In the
  // commit that swaps them, so focus never rests on the body in between.
  const hadSuccess = useRef(Boolean(success));
  useLayoutEffect(() => {
    const has = Boolean(success);
    if (has && !hadSuccess.current) thanks.current?.focus();
    if (!has && hadSuccess.current) nameInput.current?.focus();
    hadSuccess.current = has;
  }, [success]);

  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {success ? (
        // biome-ignore lint/a11y/useSemanticElements: the thanks and its button are a group, not a form's fieldset; focused so it is read.
        <div
          ref={thanks}
          role="group"
          tabIndex={-1}
          aria-labelledby={thanksTitleId}
          aria-describedby={thanksMessageId}
          className={styles.thanks}
        >
          <svg
            className={styles.thanksTick}
            width="28"
            height="28"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path
              d="M7 12.5l3 3 7-7"
              fill="none"
              stroke="var(--color-success-soft)"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div className={styles.thanksText}>
            <SubHeading id={thanksTitleId} className={styles.thanksTitle}>
              {t.thanksTitle}
            </SubHeading>
            <p id={thanksMessageId} className={styles.thanksMessage}>
              {success}
            </p>
          </div>
          {onReset ? (
            <Button variant="secondary" className={styles.again} onClick={onReset}>
              {t.again}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          {description ? <p className={styles.description}>{description}</p> : null}
          <form
            ref={form}
            className={styles.form}
            noValidate
            aria-busy={submitting || undefined}
            onSubmit={handleSubmit}
          >
            <TextField
              ref={nameInput}
              label={t.name}
              name="name"
              autoComplete="name"
              required
              error={shown.name}
            />
            <PhoneField name="phone" required error={shown.phone} />
            <TextField
              label={t.email}
              hint={t.emailHint}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              optional
              error={shown.email}
            />
            {courses.length > 0 ? (
              <Field label={t.course} optional error={shown.course}>
                {(control) => (
                  <select
                    {...control}
                    name="course"
                    className={cx(fieldStyles.control, styles.select)}
                    defaultValue={defaultCourse ?? ''}
                  >
                    <option value="">{t.anyCourse}</option>
                    {courses.map((course) => (
                      <option key={course.id} value={course.id}>
                        {course.title}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : defaultCourse !== undefined ? (
              <input type="hidden" name="course" value={defaultCourse} />
            ) : null}
            <Field label={t.time} optional error={shown.preferred_time}>
              {(control) => (
                <select
                  {...control}
                  name="preferred_time"
                  className={cx(fieldStyles.control, styles.select)}
                  defaultValue=""
                >
                  <option value="">{t.anyTime}</option>
                  {preferredTimes.map((time) => (
                    <option key={time} value={time}>
                      {t.times[time]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={t.message}
              hint={t.messageHint(inputLimits.leadMessage.maxLength)}
              optional
              error={shown.message}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={4}
                  className={cx(fieldStyles.control, styles.message)}
                />
              )}
            </Field>
            <div role="alert" className={styles.alertSlot}>
              {formError ? <p className={styles.formError}>{formError}</p> : null}
            </div>
            <Button type="submit" size="lg" fullWidth loading={submitting}>
              {t.submit}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
