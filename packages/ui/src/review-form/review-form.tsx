import { forms, validate } from '@tilawat/domain';
import { inputLimits } from '@tilawat/domain/rules';
import { useId, useState } from 'react';
import { Button } from '../button/button';
import { reviewForm as reviewFormWords } from '../copy/words/review-form';
import { Field } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { cx } from '../internal/cx';
import { useCheckedForm } from '../internal/use-checked-form';
import hidden from '../internal/visually-hidden.module.css';
import styles from './review-form.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { reviewForm: reviewFormWords };

/** What the form sends: the stars, and the comment when one was written (trimmed). */
export interface ReviewFormValues {
  rating: number;
  comment?: string;
}

/** Field errors by field (the server's `errors[].msg`, or domain's `validate`). */
export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues, string>>;

/** The fields the form reads on submit. */
export const reviewFormFields = ['rating', 'comment'] as const satisfies readonly (keyof ReviewFormValues)[];

const { minimum: minStars, maximum: maxStars } = inputLimits.reviewRating;
const commentMax = inputLimits.reviewComment.maxLength;
/** The star values, 1 to 5 (the contract's `ReviewPayload.rating`). */
const starValues = Array.from({ length: maxStars - minStars + 1 }, (_, index) => minStars + index);

export interface ReviewFormProps {
  /** The item reviewed (`Review.card_title`): the form's title. */
  cardTitle: string;
  /** A review written before (`Review.rating`, `Review.comment`): the form edits it. */
  defaultValues?: { rating?: number | null; comment?: string | null };
  /**
   * A valid review, checked with domain's `forms.review`: the stars (1–5) and the comment when
   * written. The page adds the order and calls `POST /review`.
   */
  onSubmit: (payload: ReviewFormValues) => void | Promise<void>;
  /** The request is on its way: the button is busy and the form does not send twice. */
  submitting?: boolean;
  /** The server's `msg` about the whole request: announced. */
  error?: string | null;
  /** The server's field errors, shown beside their fields. */
  errors?: ReviewFormErrors;
  /** The level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function StarShape() {
  return (
    <svg
      className={styles.starShape}
      width="32"
      height="32"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The learner's review of an item of a completed order: the stars as five native radios in a
 * fieldset ("রেটিং"; arrow keys by the browser, each named '৫-এর মধ্যে ৩ তারকা', drawn as stars),
 * an optional comment (up to the contract's 1000 characters, counted in Bengali digits), and
 * "রিভিউ জমা দিন" — or "রিভিউ হালনাগাদ করুন" for a review written before. Checked on submit with
 * domain's `forms.review`, each message beside its field, focus on the first.
 */
export function ReviewForm({
  cardTitle,
  defaultValues,
  onSubmit,
  submitting = false,
  error,
  errors,
  headingLevel = 3,
  className,
}: ReviewFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const ratingErrorId = `${id}-rating-error`;
  const Heading = `h${headingLevel}` as const;
  const t = bn.reviewForm;
  const [rating, setRating] = useState<number | null>(defaultValues?.rating ?? null);
  const [comment, setComment] = useState(defaultValues?.comment ?? '');
  const editing = defaultValues?.rating != null;

  const { form, shown, handleSubmit } = useCheckedForm({
    fields: reviewFormFields,
    check: (values) => validate(forms.review, values),
    errors,
    submitting,
    onSubmit,
  });

  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <p className={styles.eyebrow}>{t.eyebrow}</p>
      <Heading id={titleId} className={styles.title}>
        {cardTitle}
      </Heading>
      <form
        ref={form}
        className={styles.form}
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={handleSubmit}
      >
        <fieldset className={styles.rating} data-invalid={shown.rating ? '' : undefined}>
          <legend className={styles.legend}>{t.rating}</legend>
          <div className={styles.stars}>
            {starValues.map((stars) => (
              <label key={stars} className={styles.star} data-on={rating !== null && stars <= rating}>
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  checked={rating === stars}
                  onChange={() => setRating(stars)}
                  className={styles.radio}
                  aria-invalid={shown.rating ? true : undefined}
                  aria-describedby={shown.rating ? ratingErrorId : undefined}
                />
                <StarShape />
                <span className={hidden.hidden}>{t.star(stars, maxStars)}</span>
              </label>
            ))}
            <span className={styles.chosen} aria-hidden="true">
              {rating !== null ? t.star(rating, maxStars) : t.noRating}
            </span>
          </div>
          <div className={fieldStyles.errorSlot} aria-live="polite">
            {shown.rating ? (
              <p id={ratingErrorId} className={fieldStyles.error}>
                <span aria-hidden="true" className={fieldStyles.errorIcon}>
                  !
                </span>
                {shown.rating}
              </p>
            ) : null}
          </div>
        </fieldset>
        <Field label={t.comment} hint={t.counter(comment.length, commentMax)} optional error={shown.comment}>
          {(control) => (
            <textarea
              {...control}
              name="comment"
              rows={4}
              maxLength={commentMax}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              className={cx(fieldStyles.control, styles.comment)}
            />
          )}
        </Field>
        <div role="alert" className={styles.alertSlot}>
          {error ? <p className={styles.formError}>{error}</p> : null}
        </div>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {editing ? t.update : t.submit}
        </Button>
      </form>
    </section>
  );
}
