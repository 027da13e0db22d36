import type { V2Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { Button, ButtonLink } from '../button/button';
import { planCard as planCardWords } from '../copy/words/plan-card';
import { cx } from '../internal/cx';
import { PriceTag } from '../price-tag/price-tag';
import styles from './plan-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { planCard: planCardWords };

/** A course's bundle plan (`CourseDetail.plans`; the contract has it under v2's schemas). */
type BundlePlan = V2Schemas['BundlePlan'];

export interface PlanCardProps {
  /** One of the course's bundle plans (`CourseDetail.plans`). */
  plan: BundlePlan;
  /** The learner wants this plan; the web starts checkout (as BatchCard's `onEnroll`). */
  onBuy?: (plan: BundlePlan) => void;
  /** Checkout as a page instead: the buy action becomes a link here (wins over `onBuy`). */
  href?: string;
  /** Checkout is starting (with `onBuy`). */
  pending?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A course's bundle package on the course page: its title and description, how many days of
 * access it gives (on-demand), its price, and "প্যাকেজটি কিনুন" — a button raising `onBuy`, or a
 * link to `href`.
 */
export function PlanCard({ plan, onBuy, href, pending = false, headingLevel = 3, className }: PlanCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();

  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={styles.kind}>{bn.planCard.bundle}</span>
        <Heading id={titleId} className={styles.title}>
          {plan.title}
        </Heading>
      </header>
      <p className={styles.description}>{plan.description}</p>
      <ul className={styles.facts}>
        <li className={styles.access}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect
              x="4"
              y="5"
              width="16"
              height="15"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M4 10h16M9 3v4M15 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {bn.planCard.access(plan.access_days)}
        </li>
        <li className={styles.onDemand}>{bn.planCard.onDemand}</li>
      </ul>
      <footer className={styles.footer}>
        <PriceTag price={plan.price} size="lg" />
        {href !== undefined ? (
          <ButtonLink href={href} size="lg" aria-describedby={titleId}>
            {bn.planCard.buy}
          </ButtonLink>
        ) : (
          <Button size="lg" loading={pending} onClick={() => onBuy?.(plan)} aria-describedby={titleId}>
            {bn.planCard.buy}
          </Button>
        )}
      </footer>
    </article>
  );
}
