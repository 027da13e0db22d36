import { Skeleton } from '@tilawat/ui';
import styles from './page-placeholder.module.css';

export interface PagePlaceholderProps {
  /** The height of what will come, so nothing below it moves when it arrives (CLS). */
  minHeight: string;
  /** Text lines to sketch. */
  lines?: number;
}

/** Holds a browser-rendered part's place while its chunk or its data load: a skeleton, never a blank. */
export function PagePlaceholder({ minHeight, lines = 4 }: PagePlaceholderProps) {
  return (
    <div className={styles.placeholder} style={{ minBlockSize: minHeight }} aria-busy="true">
      <Skeleton variant="text" lines={lines} />
    </div>
  );
}
