import { useId } from 'react';
import { cx } from '../internal/cx';
import styles from './girih-pattern.module.css';

export interface GirihPatternProps {
  /** Side of one tile in px; smaller is denser. */
  tile?: number;
  className?: string;
}

/**
 * Our own girih-style lattice (eight-pointed stars joined by straight strapwork), drawn as an SVG
 * pattern to frame heroes and stand in for missing course covers. Decorative: hidden from
 * assistive technology. Colours come from --pattern-fill and --pattern-line.
 */
export function GirihPattern({ tile = 48, className }: GirihPatternProps) {
  const id = `girih-${useId().replace(/:/g, '')}`;
  return (
    <svg className={cx(styles.pattern, className)} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={id} width={tile} height={tile} patternUnits="userSpaceOnUse" viewBox="0 0 40 40">
          <g fill="none" stroke="var(--pattern-line)" strokeWidth="1.1" strokeLinejoin="round">
            {/* The eight-pointed star: two squares, one turned by 45°. */}
            <path d="M10 10h20v20H10z" />
            <path d="M20 5.86 34.14 20 20 34.14 5.86 20z" />
            {/* Strapwork from the star's points to the tile's edges and corners. */}
            <path d="M20 0v5.86M20 34.14V40M0 20h5.86M34.14 20H40" />
            <path d="M0 0l10 10M40 0 30 10M0 40l10-10M40 40 30 30" />
            {/* A small star where four tiles meet. */}
            <path d="M0 4 4 0M36 0l4 4M40 36l-4 4M4 40l-4-4" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="var(--pattern-fill)" />
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
