import { PhoneEmailStep } from '@tilawat/ui';
import styles from './login.module.css';

const waitForFlow = () => {};

/**
 * Holds the flow's place while it loads (after the learner sent the first form, or for a learner the
 * server saw signed in): the first step itself, inert and busy, with what was sent, until the flow
 * replaces it with the same screen. Nothing moves when the flow arrives, and nothing can be typed into a
 * form about to be replaced.
 */
export function LoginPlaceholder({ blank = false, identity }: { blank?: boolean; identity?: string }) {
  // While the flow is busy elsewhere (signed in already, leaving for the next page): the card's room, empty.
  if (blank) return <div className={styles.placeholder} aria-busy="true" />;
  return (
    <div className={styles.flow} aria-busy="true" inert>
      <PhoneEmailStep
        pending
        values={identity === undefined ? undefined : { identity }}
        onSubmit={waitForFlow}
      />
    </div>
  );
}
