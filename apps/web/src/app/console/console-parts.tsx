import { toStepErrors } from '@tilawat/domain';
import { Button, Field } from '@tilawat/ui';
import { type ReactNode, useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import styles from './console.module.css';

/** A person in a console table: the name, then the phone (or e-mail) quieter under it. */
export function PersonCell({
  person,
}: {
  person: { name: string; phone: string | null; email: string | null };
}) {
  return (
    <>
      {person.name}
      <br />
      <span className={styles.muted}>{person.phone ?? person.email}</span>
    </>
  );
}

/** The console's status filter above a table: every status by its Bengali name, or all of them. */
export function StatusFilter<S extends string>({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  /** The choice of every status (value ''). */
  all: string;
  value: S | '';
  options: readonly { value: S; label: string }[];
  onChange: (value: S | '') => void;
}) {
  const id = useId();
  return (
    <div className={styles.filters}>
      <label htmlFor={id}>
        {label}
        <select id={id} value={value} onChange={(event) => onChange(event.target.value as S | '')}>
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * A console form's submit: runs the call, and on a failure puts each field's Bengali message beside
 * its field (of `fields`) and anything else above the button. Answers the data, or null on a failure.
 */
export function useConsoleSubmit<F extends string>(fields: readonly F[]) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async <T,>(call: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setErrors({});
    setFormError(null);
    const done = await load(call);
    setBusy(false);
    if (done.ok) return done.data;
    const split = toStepErrors(done, fields);
    setErrors(split.errors);
    setFormError(split.formError === undefined ? null : failureMessage(done));
    return null;
  };
  return { busy, errors, formError, submit };
}

/** Up and down buttons that move a record one place in its list. */
export function MoveButtons({
  name,
  first,
  last,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <span className={styles.actions}>
      <Button variant="secondary" disabled={first} aria-label={consoleBn.up(name)} onClick={() => onMove(-1)}>
        {consoleBn.upShort}
      </Button>
      <Button variant="secondary" disabled={last} aria-label={consoleBn.down(name)} onClick={() => onMove(1)}>
        {consoleBn.downShort}
      </Button>
    </span>
  );
}

/**
 * A console form: its heading names it (role "form"), the fields, the submit button (spinning while
 * `busy`, beside any `actions`) and the form's own failure under it. The fields' refusals show beside
 * them (`useConsoleSubmit`).
 */
export function ConsoleForm({
  title,
  level = 2,
  submitLabel,
  busy,
  formError,
  onSubmit,
  actions,
  children,
}: {
  title: ReactNode;
  level?: 2 | 3;
  submitLabel: ReactNode;
  busy: boolean;
  formError: string | null;
  onSubmit: () => void | Promise<void>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Heading id={headingId} className={styles.wide}>
        {title}
      </Heading>
      {children}
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {actions}
      </div>
      <div className={styles.wide}>
        <FormError message={formError} />
      </div>
    </form>
  );
}

/** A labelled select of a console form, its refusal beside it. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
  optional,
}: {
  label: ReactNode;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  optional?: boolean;
}) {
  return (
    <Field label={label} error={error} optional={optional}>
      {(control) => (
        <select
          {...control}
          className={styles.control}
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled text area of a console form, the width of the form, its refusal beside it. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  optional,
  rows = 2,
  maxLength,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  optional?: boolean;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <Field label={label} optional={optional} error={error} className={styles.wide}>
      {(control) => (
        <textarea
          {...control}
          className={styles.control}
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A DataTable's paging for a list read whole (a learner's batches, an order's payments): one page of them all. */
export const onePage = (count: number) => ({
  page: 1,
  limit: Math.max(1, count),
  total: count,
  onPageChange: () => {},
});

/** "Previous page" and "next page" under a console list read a page at a time (hidden when all fits on one). */
export function ConsolePager({
  page,
  limit,
  total,
  previous,
  next,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  previous: string;
  next: string;
  onPage: (page: number) => void;
}) {
  const more = total > page * limit;
  if (!more && page <= 1) return null;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <Button variant="secondary" disabled={!more} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </div>
  );
}
