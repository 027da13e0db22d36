import { formatDateTime } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { type ReactNode, useId } from 'react';
import { studyPlan as studyPlanWords } from '../copy/words/study-plan';
import { cx } from '../internal/cx';
import styles from './study-plan-list.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { studyPlan: studyPlanWords };

type StudyPlan = V3Schemas['StudyPlan'];
type StudyPlanItem = V3Schemas['StudyPlanItem'];
type Kind = StudyPlanItem['kind'];

export interface StudyPlanListProps {
  /** A module's plan for the learner's batch (`GET /api/v3/study-plan/{module}?batch=`). */
  plan: StudyPlan;
  /**
   * Where an item opens, when it can (a recording's page, the live class's join page, the exam's
   * instructions, the PDF viewer): the item's title is then a link; null leaves it plain text.
   */
  hrefFor?: (item: StudyPlanItem) => string | null;
  /** The level of the plan's heading in the page's outline; the days are one level below. */
  headingLevel?: 2 | 3 | 4;
  /** The heading (e.g. the module's title); "পড়ার পরিকল্পনা" when not given. */
  label?: string;
  className?: string;
}

/** The plan's items by day, days in order, items in the plan's order within a day. */
export function studyPlanDays(items: readonly StudyPlanItem[]): { day: number; items: StudyPlanItem[] }[] {
  const byDay = new Map<number, StudyPlanItem[]>();
  for (const item of items) {
    const day = byDay.get(item.day);
    if (day) day.push(item);
    else byDay.set(item.day, [item]);
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([day, dayItems]) => ({ day, items: dayItems }));
}

/**
 * A module's study plan, day by day: each item says what it is (recording, live class, exam,
 * reading — a word and a shape), its title (a link when it can be opened), until when, and whether
 * it is done (a tick and the word, never colour alone). The next item due is marked "পরবর্তী" and
 * `aria-current="step"`; a line on top counts what is done.
 */
export function StudyPlanList({ plan, hrefFor, headingLevel = 2, label, className }: StudyPlanListProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const Heading = `h${headingLevel}` as const;
  const DayHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const t = bn.studyPlan;
  const total = plan.items.length;
  const done = plan.items.filter((item) => item.done).length;

  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {label ?? t.title}
      </Heading>
      {total === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <>
          <div className={styles.progress}>
            <p className={styles.summary}>{t.summary(done, total)}</p>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ inlineSize: `${(done / total) * 100}%` }} />
            </span>
          </div>
          {studyPlanDays(plan.items).map(({ day, items }) => {
            const dayId = `${id}-day-${day}`;
            return (
              <div key={day} className={styles.day}>
                <DayHeading id={dayId} className={styles.dayTitle}>
                  {t.day(day)}
                </DayHeading>
                <ol className={styles.items} aria-labelledby={dayId}>
                  {items.map((item) => (
                    <Item
                      key={item.id}
                      item={item}
                      next={item.id === plan.next_item_id}
                      href={hrefFor?.(item) ?? null}
                      idPrefix={`${id}-item-${item.id}`}
                    />
                  ))}
                </ol>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}

interface ItemProps {
  item: StudyPlanItem;
  next: boolean;
  href: string | null;
  idPrefix: string;
}

function Item({ item, next, href, idPrefix }: ItemProps) {
  const t = bn.studyPlan;
  const kindId = `${idPrefix}-kind`;
  const dueId = `${idPrefix}-due`;
  const stateId = `${idPrefix}-state`;
  const state = item.done ? t.done : next ? t.next : null;
  const describedBy = [kindId, item.due_at ? dueId : null, state ? stateId : null].filter(Boolean).join(' ');

  return (
    <li
      className={styles.item}
      data-kind={item.kind}
      data-done={item.done || undefined}
      data-next={next || undefined}
      aria-current={next ? 'step' : undefined}
    >
      <span className={styles.marker} aria-hidden="true">
        {item.done ? <TickShape /> : null}
      </span>
      <div className={styles.body}>
        <span id={kindId} className={styles.kind}>
          <KindShape kind={item.kind} />
          {t.kind[item.kind]}
        </span>
        {href ? (
          <a className={styles.titleLink} href={href} aria-describedby={describedBy}>
            {item.title}
          </a>
        ) : (
          <span className={styles.titleText}>{item.title}</span>
        )}
        {item.due_at ? (
          <span id={dueId} className={styles.due}>
            {t.due} <time dateTime={item.due_at}>{formatDateTime(item.due_at)}</time>
          </span>
        ) : null}
      </div>
      {state ? (
        <span id={stateId} className={styles.state} data-state={item.done ? 'done' : 'next'}>
          {item.done ? (
            <span className={styles.stateTick} aria-hidden="true">
              ✓
            </span>
          ) : (
            <span className={styles.stateArrow} aria-hidden="true">
              →
            </span>
          )}
          {state}
        </span>
      ) : null}
    </li>
  );
}

function TickShape() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const shapes: Record<Kind, ReactNode> = {
  // A play button.
  recording: (
    <>
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 8.2l6 3.8-6 3.8z" fill="currentColor" />
    </>
  ),
  // A broadcast: a dot and the waves around it.
  live: (
    <>
      <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      <path
        d="M8 8a5.6 5.6 0 000 8M16 8a5.6 5.6 0 010 8M5 5a9.9 9.9 0 000 14M19 5a9.9 9.9 0 010 14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  // A sheet of questions on a clipboard.
  exam: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M9 3h6v3H9zM8.5 11h7M8.5 14.5h7M8.5 18h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  // An open book.
  reading: (
    <path
      d="M12 6.5C9.5 5 6.5 4.6 3 5.3v13c3.5-.7 6.5-.3 9 1.2 2.5-1.5 5.5-1.9 9-1.2v-13c-3.5-.7-6.5-.3-9 1.2zM12 6.5v13"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
};

function KindShape({ kind }: { kind: Kind }) {
  return (
    <svg
      className={styles.kindShape}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[kind]}
    </svg>
  );
}
