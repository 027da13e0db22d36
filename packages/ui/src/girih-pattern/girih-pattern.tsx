import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';
import styles from './girih-pattern.module.css';

export interface GirihPatternProps {
  /** Side of one tile in px; smaller is denser. */
  tile?: number;
  className?: string;
}

/**
 * Our own girih-style lattice (eight-pointed stars joined by straight strapwork), to frame heroes and
 * stand in for missing course covers: one tile image the browser repeats (cheap to paint), on
 * --pattern-fill with --pattern-line strokes. Decorative: hidden from assistive technology.
 */
export function GirihPattern({ tile = 48, className }: GirihPatternProps) {
  const size = tile === 48 ? undefined : ({ '--girih-tile': `${tile}px` } as CSSProperties);
  return <div className={cx(styles.pattern, className)} aria-hidden="true" style={size} />;
}
