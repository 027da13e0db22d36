import { toStepErrors } from '@tilawat/domain';
import { Button } from '@tilawat/ui';
import { useId, useState } from 'react';
import { failureMessage, load } from '~/lib/load';
import styles from './console.module.css';
import { consoleBn } from './console-copy';

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

/** The form's own failure (one not about a field), above its button; announced. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
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
