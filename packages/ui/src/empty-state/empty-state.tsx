import type { ReactNode } from 'react';
import { useId } from 'react';
import { emptyState as emptyStateWords } from '../copy/words/empty-state';
import { cx } from '../internal/cx';
import styles from './empty-state.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { emptyState: emptyStateWords };

export interface EmptyStateProps {
  /** What is empty, said plainly. */
  title?: ReactNode;
  /** What to do next: every empty list says so (docs/decisions/0018-look-and-feel.md). */
  description: ReactNode;
  /** The next step: usually a Button or a link. */
  action?: ReactNode;
  /** A small illustration; our eight-pointed star when absent. */
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** An empty list or page that tells the learner what to do next. */
export function EmptyState({
  title = bn.emptyState.title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={cx(styles.empty, className)} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? (
          <svg width="56" height="56" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            <path d="M10 10h20v20H10z" fill="none" stroke="var(--color-accent)" strokeWidth="1.5" />
            <path
              d="M20 5.86 34.14 20 20 34.14 5.86 20z"
              fill="none"
              stroke="var(--color-primary)"
              strokeWidth="1.5"
            />
            <circle cx="20" cy="20" r="3" fill="var(--color-accent)" />
          </svg>
        )}
      </span>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
