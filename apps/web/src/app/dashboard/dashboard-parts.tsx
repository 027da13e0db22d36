import { bn } from '@tilawat/ui';
import type { ReactNode } from 'react';
import { webBn } from '~/copy/bn';
import type { BatchSchedule } from '~/lib/learning';
import page from '~/styles/page.module.css';
import styles from './dashboard.module.css';

/** One term and its value in a card's facts (`<dl>`). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When a batch meets: class days and time (live), or its opening date and "at your own pace". */
export function ScheduleFacts({ schedule, live }: { schedule: BatchSchedule; live: boolean }) {
  return (
    <>
      {schedule.days ? <Fact term={bn.batch.classDays}>{schedule.days}</Fact> : null}
      {schedule.time ? <Fact term={bn.batch.classTime}>{schedule.time}</Fact> : null}
      <Fact term={live ? bn.batch.startsOn : bn.batch.openedOn}>
        {live ? schedule.starts : `${schedule.starts} · ${webBn.dashboard.selfPaced}`}
      </Fact>
    </>
  );
}

/** The way out of an empty list: the catalogue. */
export function CoursesLink({ primary = false }: { primary?: boolean }) {
  return (
    <a href="/al-quran-course" className={primary ? page.primaryLink : page.textLink}>
      {webBn.dashboard.browseCourses}
    </a>
  );
}
