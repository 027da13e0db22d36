import { formatDuration } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { type ReactNode, useId, useState } from 'react';
import { moduleList as moduleListWords } from '../copy/words/module-list';
import { cx } from '../internal/cx';
import styles from './module-list.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { moduleList: moduleListWords };

type Module = V3Schemas['Module'];
type Recording = V3Schemas['Recording'];
type Resource = V3Schemas['Resource'];

export interface ModuleListProps {
  /** The syllabus: modules with their recordings (`GET /api/v3/batch/on-demand/{id}`). */
  modules: Module[];
  /** The recording being watched: marked as current. */
  currentRecordingId?: number | null;
  /** Modules open at first (by id); the first module when not given. */
  defaultExpanded?: number[];
  /** A playable recording was chosen (free, or the learner is enrolled: it has a `playback_url`). */
  onSelectRecording?: (recording: Recording) => void;
  /**
   * Where a lesson's own page is, when it has one (e.g. a free lesson → `/recording/{id}`): the lesson
   * is then a link (an address to open, share or open in a new tab) instead of a button.
   */
  recordingHref?: (recording: Recording) => string | null;
  /** A PDF was chosen (the web opens it in its viewer through `GET /download`). */
  onOpenResource?: (resource: Resource) => void;
  /** The level of the module headings in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A course syllabus as an accordion: each module opens to its lessons, in order, with their
 * length; free lessons say so, locked ones (no `playback_url`) show a lock and cannot be played.
 */
export function ModuleList({
  modules,
  currentRecordingId,
  defaultExpanded,
  onSelectRecording,
  recordingHref,
  onOpenResource,
  headingLevel = 3,
  className,
}: ModuleListProps) {
  const id = useId();
  const [expanded, setExpanded] = useState<number[]>(
    () => defaultExpanded ?? (modules[0] ? [modules[0].id] : []),
  );
  const Heading = `h${headingLevel}` as const;
  const sorted = [...modules].sort((a, b) => a.position - b.position);

  return (
    <div className={cx(styles.list, className)}>
      {sorted.map((module) => {
        const open = expanded.includes(module.id);
        const panelId = `${id}-module-${module.id}`;
        const recordings = [...module.recordings].sort((a, b) => a.position - b.position);
        return (
          <section key={module.id} className={styles.module} data-open={open || undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() =>
                  setExpanded(open ? expanded.filter((m) => m !== module.id) : [...expanded, module.id])
                }
              >
                <span className={styles.position}>{bn.moduleList.module(module.position)}</span>
                <span className={styles.title}>{module.title}</span>
                <span className={styles.count}>{bn.moduleList.lessons(module.lessons_count)}</span>
                <svg
                  className={styles.chevron}
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.25"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            <div id={panelId} className={styles.panel} hidden={!open}>
              <ol className={styles.lessons}>
                {recordings.map((recording) => (
                  <li key={recording.id}>
                    <Lesson
                      recording={recording}
                      current={recording.id === currentRecordingId}
                      onSelect={onSelectRecording}
                      href={recordingHref?.(recording) ?? null}
                    />
                  </li>
                ))}
              </ol>
              {module.resources.length > 0 ? (
                <ul className={styles.resources} aria-label={bn.moduleList.resources}>
                  {module.resources.map((resource) => (
                    <li key={resource.key}>
                      <button
                        type="button"
                        className={styles.resource}
                        onClick={() => onOpenResource?.(resource)}
                      >
                        <span className={styles.pdf} aria-hidden="true">
                          PDF
                        </span>
                        {resource.title}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        );
      })}
    </div>
  );
}

interface LessonProps {
  recording: Recording;
  current: boolean;
  onSelect: ((recording: Recording) => void) | undefined;
  href: string | null;
}

function Lesson({ recording, current, onSelect, href }: LessonProps) {
  return (
    <LessonRow
      title={recording.title}
      durationSeconds={recording.duration_seconds}
      free={recording.free}
      current={current}
      href={href}
      locked={href === null && recording.playback_url === null}
      onSelect={() => onSelect?.(recording)}
    />
  );
}

export interface LessonRowProps {
  title: string;
  durationSeconds: number;
  free: boolean;
  /** The lesson on screen now. */
  current: boolean;
  /** The lesson's own page: the row is a link. */
  href?: string | null;
  /** Not playable for this learner (and no page): shown, not operable. */
  locked?: boolean;
  /** Otherwise the row is a button that raises this. */
  onSelect?: () => void;
  /** The learner has watched it (past 90 %): a tick and "দেখা হয়েছে". */
  watched?: boolean;
}

/** One lesson row (ModuleList and LessonList): a link to its page, a button that plays it, or locked. */
export function LessonRow({
  title,
  durationSeconds,
  free,
  current,
  href = null,
  locked = false,
  onSelect,
  watched = false,
}: LessonRowProps) {
  const content = (
    <>
      <span className={styles.icon} aria-hidden="true">
        {locked ? (
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : watched ? (
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : (
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        )}
      </span>
      <span className={styles.lessonText}>
        <span className={styles.lessonTitle}>{title}</span>
        <span className={styles.meta}>
          {formatDuration(durationSeconds)}
          {free ? <FreeBadge /> : null}
          {locked ? <span className={styles.lockedText}>{bn.moduleList.lockedHint}</span> : null}
          {watched ? <span className={styles.watched}>{bn.moduleList.watched}</span> : null}
          {current ? <span className={styles.current}>{bn.moduleList.current}</span> : null}
        </span>
      </span>
    </>
  );

  if (href !== null) {
    return (
      <a
        href={href}
        className={styles.lesson}
        data-state={current ? 'current' : 'playable'}
        aria-current={current ? 'page' : undefined}
      >
        {content}
      </a>
    );
  }
  if (locked) {
    return (
      <div className={cx(styles.lesson, styles.locked)} data-state="locked">
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={styles.lesson}
      data-state={current ? 'current' : 'playable'}
      aria-current={current ? 'true' : undefined}
      onClick={onSelect}
    >
      {content}
    </button>
  );
}

/** The gold "free" mark of a lesson (also beside a free recording's title on its page, with its own words). */
export function FreeBadge({
  children = bn.moduleList.free,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  return <span className={cx(styles.free, className)}>{children}</span>;
}
