import { useId } from 'react';
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
