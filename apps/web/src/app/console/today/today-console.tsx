'use client';

import { formatDate, formatNumber, formatTime } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { useRead } from '~/lib/reads/use-read';
import page from '~/styles/page.module.css';
import styles from '../console.module.css';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';
import { TrendsSection } from './trends-section';

const copy = consoleBn.today;

/**
 * `GET /api/v3/admin/dashboard`: today's figures, the running batches' seats and today's classes; then the
 * last 30 days' charts (issue 40).
 */
export function TodayConsole() {
  const access = useConsole('/console');
  const today = useRead(
    'console-today',
    withAdmin(access, (admin) => unwrap(admin.GET('/dashboard'))),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;
  return (
    <ReadView state={today}>
      {(data) => (
        <>
          <p className={page.lead}>{copy.intro(formatDate(`${data.day}T12:00:00+06:00`))}</p>
          <section aria-labelledby="today-figures">
            <h2 id="today-figures" className={styles.sectionTitle}>
              {copy.figures}
            </h2>
            <dl className={styles.figures}>
              <div>
                <dt>{copy.courseSales}</dt>
                <dd>{copy.sales(data.sales.courses.count, data.sales.courses.total.amount)}</dd>
              </div>
              <div>
                <dt>{copy.shopSales}</dt>
                <dd>{copy.sales(data.sales.shop.count, data.sales.shop.total.amount)}</dd>
              </div>
              <div>
                <dt>{copy.newLearners}</dt>
                <dd>{formatNumber(data.new_learners)}</dd>
              </div>
              <div>
                <dt>
                  <a href="/console/leads">{copy.leadsWaiting}</a>
                </dt>
                <dd>{formatNumber(data.leads_waiting)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="today-batches">
            <h2 id="today-batches" className={styles.sectionTitle}>
              {copy.batches}
            </h2>
            {data.running_batches.length === 0 ? (
              <p>{copy.noBatches}</p>
            ) : (
              <ul className={styles.plainList}>
                {data.running_batches.map((batch) => (
                  <li key={batch.id}>
                    <strong>{batch.course_title}</strong> — {batch.name}:{' '}
                    {batch.seats_total === null || batch.seats_left === null
                      ? copy.unlimited
                      : `${copy.seatsLeft} ${copy.seatsOf(batch.seats_left, batch.seats_total)}`}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="today-classes">
            <h2 id="today-classes" className={styles.sectionTitle}>
              {copy.classes}
            </h2>
            {data.classes_today.length === 0 ? (
              <p>{copy.noClasses}</p>
            ) : (
              <ul className={styles.plainList}>
                {data.classes_today.map((live) => (
                  <li key={live.id}>
                    <strong>{live.title}</strong> — {live.course_title}, {live.batch_name}
                    <br />
                    <span className={styles.muted}>
                      {copy.classLine(formatTime(live.starts_at), live.duration_minutes)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <TrendsSection admin={access.admin} client={access.client} />
        </>
      )}
    </ReadView>
  );
}
