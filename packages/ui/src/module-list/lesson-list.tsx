import { cx } from '../internal/cx';
import { LessonRow } from './module-list';
import styles from './module-list.module.css';

/** One lesson of a LessonList. */
export interface LessonListItem {
  key: string;
  title: string;
  durationSeconds: number;
  /** The lesson's page (e.g. `/recording/{id}`); null when it is locked for this learner. */
  href: string | null;
  free: boolean;
  /** The lesson on screen (marked `aria-current="page"`). */
  current: boolean;
  /** The learner has watched it (past 90 %, `RecordingProgress.done`). */
  watched?: boolean;
}

export interface LessonListProps {
  lessons: readonly LessonListItem[];
  /** Names the list for assistive technology (e.g. the module's title). */
  label: string;
  className?: string;
}

/**
 * One module's lessons as a flat list of links to their pages (a recording page's "lessons of this
 * module", an enrolled batch's modules): ModuleList's rows without the accordion. No hooks: it renders
 * on the server and in the browser alike.
 */
export function LessonList({ lessons, label, className }: LessonListProps) {
  return (
    <ol className={cx(styles.lessons, styles.standalone, className)} aria-label={label}>
      {lessons.map((lesson) => (
        <li key={lesson.key}>
          <LessonRow
            title={lesson.title}
            durationSeconds={lesson.durationSeconds}
            free={lesson.free}
            current={lesson.current}
            href={lesson.href}
            locked={lesson.href === null}
            watched={lesson.watched}
          />
        </li>
      ))}
    </ol>
  );
}
