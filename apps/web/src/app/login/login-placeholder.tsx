import { PhoneEmailStep } from '@tilawat/ui';
import styles from './login.module.css';

const waitForFlow = () => {};

/**
 * Holds the flow's place while it loads: the first step itself (the kit's PhoneEmailStep, drawn on the
 * server), inert and busy until the flow replaces it with the same screen. The learner sees the card at
 * first paint (LCP), nothing moves when the flow arrives, and nothing can be typed into a form about to
 * be replaced.
 */
export function LoginPlaceholder({ blank = false }: { blank?: boolean }) {
  // While the flow is busy elsewhere (signed in already, leaving for the next page): the card's room, empty.
  if (blank) return <div className={styles.placeholder} aria-busy="true" />;
  return (
    <div className={styles.flow} aria-busy="true" inert>
      <PhoneEmailStep pending onSubmit={waitForFlow} />
    </div>
  );
}
