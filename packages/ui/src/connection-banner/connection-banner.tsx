import { formatDateTime } from '@tilawat/domain';
import { connectionBanner as connectionBannerWords } from '../copy/words/connection-banner';
import { cx } from '../internal/cx';
import styles from './connection-banner.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { connectionBanner: connectionBannerWords };

export type ConnectionBannerProps =
  | {
      /** The page is shown from what this device kept, without a connection. */
      kind: 'offline';
      /** When the page shown was fetched, if known. */
      updatedAt?: Date | string | null;
      className?: string;
    }
  | {
      /** A new version of the site is ready; nothing changes until the learner chooses it. */
      kind: 'update';
      /** "আপডেট করুন": take the new version (the page reloads once). */
      onUpdate: () => void;
      className?: string;
    };

/**
 * A thin bar at the top of the page about the connection and the site itself (issue 39): that the learner
 * is offline and reading a kept page, and when it was last updated; or that a new version is ready, with
 * "আপডেট করুন". The sentence is a polite status, said once when it appears; the bar never covers the page.
 */
export function ConnectionBanner(props: ConnectionBannerProps) {
  if (props.kind === 'offline') {
    return (
      <div className={cx(styles.banner, styles.offline, props.className)}>
        <p className={styles.text} role="status">
          {props.updatedAt
            ? bn.connectionBanner.offlineSince(formatDateTime(props.updatedAt))
            : bn.connectionBanner.offline}
        </p>
      </div>
    );
  }
  return (
    <div className={cx(styles.banner, styles.update, props.className)}>
      <p className={styles.text} role="status">
        {bn.connectionBanner.update}
      </p>
      <button type="button" className={styles.action} onClick={props.onUpdate}>
        {bn.connectionBanner.updateAction}
      </button>
    </div>
  );
}
