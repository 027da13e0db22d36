import styles from './login.module.css';

/** Holds the auth card's place while the flow loads (no layout shift when it arrives). */
export function LoginPlaceholder() {
  return <div className={styles.placeholder} aria-busy="true" />;
}
