import styles from './form-error.module.css';

export interface FormErrorProps {
  /** The Bengali sentence (the server's `msg` through `failureMessage`, or the web's own); nothing when null. */
  message: string | null | undefined;
  /** For a control's `aria-describedby`. */
  id?: string;
}

/**
 * The web's one inline failure of a user's action that is not about one field (a field's own error is
 * the kit's Field `error`): a write the server refused, a form that could not be sent. Announced as it
 * appears; the outcome of an action that left the page is a toast instead.
 */
export function FormError({ message, id }: FormErrorProps) {
  return message ? (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}
