import { resend as resendWords } from '../copy/words/resend';
import { cx } from '../internal/cx';
import { useCountdown } from '../internal/use-countdown';
import styles from './resend-code.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { resend: resendWords };

export interface ResendCodeProps {
  /**
   * Seconds until a new code may be sent (60 between sends:
   * docs/decisions/0004-one-time-codes-and-rate-limits.md); it counts down by itself.
   */
  cooldown: number;
  /** Restarts the countdown from `cooldown` when it changes (e.g. the time of the last send). */
  sentAt?: number | string;
  /** Asks for a new code. */
  onResend: () => void;
  /** A resend is on its way. */
  pending?: boolean;
  className?: string;
}

/** "Send the code again", available once the cooldown has run out. */
export function ResendCode({ cooldown, sentAt, onResend, pending = false, className }: ResendCodeProps) {
  const left = useCountdown(cooldown, sentAt);
  const waiting = left > 0;
  return (
    <div className={cx(styles.root, className)}>
      <button
        type="button"
        className={styles.button}
        disabled={waiting || pending}
        aria-busy={pending || undefined}
        onClick={onResend}
      >
        {pending ? bn.resend.sending : bn.resend.action}
      </button>
      {waiting ? (
        <p className={styles.wait} aria-live="off">
          {bn.resend.wait(left)}
        </p>
      ) : null}
    </div>
  );
}
