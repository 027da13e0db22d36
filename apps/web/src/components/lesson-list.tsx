import { formatDuration } from '@tilawat/domain';
import { bn } from '@tilawat/ui';
import type { ReactNode } from 'react';
import type { LessonItem } from '~/lib/learning';
import styles from './lesson-list.module.css';

export interface LessonListProps {
  lessons: readonly LessonItem[];
  /** Names the list for assistive technology (e.g. the module's title). */
  label: string;
  className?: string;
}

/**
 * A module's lessons as links to their recording pages (the kit's ModuleList plays through an
 * `onSelectRecording` button, not a link: no new tab, no address to share). Each link is named by the
 * lesson's title alone; its length and "free" / "locked" / "now watching" marks sit beside it, and the
 * whole row is the link's target on a phone. A locked lesson is not a link. No hooks: it renders on the
 * server and in the browser alike.
 */
export function LessonList({ lessons, label, className }: LessonListProps) {
  return (
    <ol className={`${styles.list} ${className ?? ''}`} aria-label={label}>
      {lessons.map((lesson) => {
        const locked = lesson.href === null;
        return (
          <li
            key={lesson.key}
            className={styles.lesson}
            data-state={lesson.current ? 'current' : locked ? 'locked' : 'playable'}
          >
            <span className={styles.icon} aria-hidden="true">
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {locked ? (
                  <>
                    <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
                    <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
                  </>
                ) : (
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                )}
              </svg>
            </span>
            <span className={styles.text}>
              {lesson.href ? (
                <a
                  href={lesson.href}
                  className={styles.title}
                  aria-current={lesson.current ? 'page' : undefined}
                >
                  {lesson.title}
                </a>
              ) : (
                <span className={styles.title}>{lesson.title}</span>
              )}
              <span className={styles.meta}>
                {formatDuration(lesson.durationSeconds)}
                {lesson.free ? <FreeBadge>{bn.moduleList.free}</FreeBadge> : null}
                {locked ? <span>{bn.moduleList.lockedHint}</span> : null}
                {lesson.current ? <span className={styles.current}>{bn.moduleList.current}</span> : null}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The gold "free" mark of a lesson (the kit's ModuleList look), also beside a free recording's title. */
export function FreeBadge({ children }: { children: ReactNode }) {
  return <span className={styles.free}>{children}</span>;
}
