import { Skeleton } from '@tilawat/ui';
import styles from '~/styles/page.module.css';

/**
 * What a segment's `loading.tsx` draws while its page is read on the server: the kit's Skeleton in the
 * page's frame (a title and two blocks), announced once.
 */
export function SegmentLoading() {
  return (
    <div className={`${styles.container} ${styles.section}`} aria-busy="true">
      <Skeleton variant="text" lines={1} />
      <Skeleton variant="block" height="12rem" announce={false} />
      <Skeleton variant="block" height="12rem" announce={false} />
    </div>
  );
}
