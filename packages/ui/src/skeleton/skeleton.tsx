import type { CSSProperties } from 'react';
import { skeleton as skeletonWords } from '../copy/words/skeleton';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './skeleton.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { skeleton: skeletonWords };

export interface SkeletonProps {
  /** text: lines of text; block: a box; circle: an avatar; card: a course or batch card. */
  variant?: 'text' | 'block' | 'circle' | 'card';
  /** Lines of a text skeleton (the last is shorter). */
  lines?: number;
  /** Width of a block or circle (any CSS length); text and cards fill their container. */
  width?: string | number;
  /** Height of a block or circle. */
  height?: string | number;
  /**
   * Says "loading" to screen readers (default). Turn off for skeletons inside a region that is
   * already marked `aria-busy`, so a list of ten cards is announced once.
   */
  announce?: boolean;
  className?: string;
}

/**
 * A placeholder in the shape of what is loading, never a blank screen (docs/decisions/0018-look-and-feel.md).
 */
export function Skeleton({
  variant = 'text',
  lines = 3,
  width,
  height,
  announce = true,
  className,
}: SkeletonProps) {
  const size: CSSProperties = { inlineSize: width, blockSize: height };
  const shape =
    variant === 'text' ? (
      <span className={styles.lines}>
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
          <span key={i} className={cx(styles.bone, styles.line)} />
        ))}
      </span>
    ) : variant === 'card' ? (
      <span className={styles.card}>
        <span className={cx(styles.bone, styles.cover)} />
        <span className={styles.cardBody}>
          <span className={cx(styles.bone, styles.heading)} />
          <span className={cx(styles.bone, styles.line)} />
          <span className={cx(styles.bone, styles.line)} />
          <span className={cx(styles.bone, styles.price)} />
        </span>
      </span>
    ) : (
      <span className={cx(styles.bone, variant === 'circle' ? styles.circle : styles.block)} style={size} />
    );

  return (
    <span
      className={cx(styles.skeleton, className)}
      data-variant={variant}
      {...(announce ? { role: 'status' } : { 'aria-hidden': true })}
    >
      {announce ? <span className={hidden.hidden}>{bn.skeleton.loading}</span> : null}
      <span aria-hidden="true" className={styles.shape}>
        {shape}
      </span>
    </span>
  );
}
