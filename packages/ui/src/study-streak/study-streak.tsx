import { formatNumber } from '@tilawat/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button/button';
import { studyStreak as studyStreakWords } from '../copy/words/study-streak';
import { cx } from '../internal/cx';
import progress from '../internal/native-progress.module.css';
import hidden from '../internal/visually-hidden.module.css';
import { TextField } from '../text-field/text-field';
import styles from './study-streak.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { studyStreak: studyStreakWords };

export interface StudyDayView {
  /** `YYYY-MM-DD`, Saturday to Friday. */
  day: string;
  active: boolean;
  minutes: number;
}

export interface StudyStreakProps {
  currentDays: number;
  longestDays: number;
  todayActive: boolean;
  /** This week, Saturday to Friday (seven days). */
  week: readonly StudyDayView[];
  weekMinutes: number;
  /** The weekly goal in minutes; null until set. */
  goalMinutes: number | null;
  /** Sets the weekly goal (whole minutes); without it the goal cannot be changed here. */
  onSetGoal?: (minutes: number) => void;
  /** The goal's field error, in Bengali (the server's or the page's check). */
  goalError?: string | null;
  /** The goal is being saved. */
  saving?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A learner's days of study (issue 40): the current streak and the longest, whether today counts yet, this
 * week's strip Saturday to Friday (each day read out as studied, with its minutes, or not), and the weekly
 * goal — a native `<progress>` of the minutes watched against it, and a field to set it.
 */
export function StudyStreak({
  currentDays,
  longestDays,
  todayActive,
  week,
  weekMinutes,
  goalMinutes,
  onSetGoal,
  goalError,
  saving = false,
  headingLevel = 2,
  className,
}: StudyStreakProps) {
  const t = bn.studyStreak;
  const Heading = `h${headingLevel}` as const;
  const [goal, setGoal] = useState(goalMinutes === null ? '' : String(goalMinutes));
  const titleId = `${useId()}-title`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSetGoal?.(Number(goal.trim()));
  };

  return (
    <section className={cx(styles.streak, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t.title}
      </Heading>
      <p className={styles.current}>
        {currentDays > 0 ? t.current(formatNumber(currentDays)) : t.currentNone}
      </p>
      <p className={styles.line}>{t.longest(formatNumber(longestDays))}</p>
      <p className={styles.line}>{todayActive ? t.todayDone : t.todayWaiting}</p>

      <ol className={styles.week} aria-label={t.weekLabel}>
        {week.map((day, index) => {
          const weekday = t.weekdays[index] ?? day.day;
          return (
            <li key={day.day} className={styles.day} data-active={day.active}>
              <span aria-hidden="true" className={styles.weekday}>
                {weekday}
              </span>
              <span aria-hidden="true" className={styles.mark}>
                {day.active ? '✓' : ''}
              </span>
              <span className={hidden.hidden}>
                {day.active ? t.dayStudied(weekday, formatNumber(day.minutes)) : t.dayNotStudied(weekday)}
              </span>
            </li>
          );
        })}
      </ol>

      {goalMinutes !== null ? (
        <div className={styles.goal}>
          <progress
            className={progress.bar}
            max={goalMinutes}
            value={Math.min(weekMinutes, goalMinutes)}
            aria-label={t.goalLabel}
            aria-valuetext={t.goalProgress(formatNumber(weekMinutes), formatNumber(goalMinutes))}
          />
          <p className={styles.line}>
            {weekMinutes >= goalMinutes
              ? t.goalReached
              : t.goalProgress(formatNumber(weekMinutes), formatNumber(goalMinutes))}
          </p>
        </div>
      ) : (
        <p className={styles.line}>{t.noGoal(formatNumber(weekMinutes))}</p>
      )}

      {onSetGoal ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t.goalLabel}
            inputMode="numeric"
            value={goal}
            onValueChange={setGoal}
            error={goalError ?? undefined}
            fieldClassName={styles.field}
          />
          <Button type="submit" variant="secondary" loading={saving}>
            {t.goalSave}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
