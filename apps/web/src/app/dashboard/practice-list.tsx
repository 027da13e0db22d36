'use client';

import { formatDateTime, formatNumber, practiceStatuses } from '@tilawat/domain';
import { EmptyState, Skeleton } from '@tilawat/ui';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { readPractices, type Served } from '~/lib/learner-reads';
import { useRead, withClient } from '~/lib/reads/use-read';
import page from '~/styles/page.module.css';
import styles from './dashboard.module.css';
import { Fact } from './dashboard-parts';

const copy = webBn.dashboard;

/**
 * The recitation practice teachers assigned (issue 20), open ones first as the api sorts them: each
 * card names the surah and ayahs, the batch, where the learner stands, the due date and the last score,
 * and links to `/practice/{id}`. Read on the server with the page (`initial`), else in the browser.
 */
export function PracticeList({
  client,
  batch,
  headingId,
  initial,
}: {
  client: BrowserClient | null;
  batch?: number;
  headingId: string;
  /** The server's read (the dashboard's or the batch's page), drawn at once. */
  initial?: Served<typeof readPractices>;
}) {
  const practices = useRead(
    batch ? `practices:${batch}` : 'practices',
    withClient(client, (api) => readPractices(api, batch)),
    initial,
  );
  return (
    <section className={`${page.section} ${page.deferred}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.title}>
        {copy.practiceTitle}
      </h2>
      {batch === undefined ? (
        <p>
          <a href="/hifz">{copy.hifzLink}</a>
        </p>
      ) : null}
      <ReadView state={practices} headingLevel={3} loading={<Skeleton variant="block" height="6rem" />}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState headingLevel={3} title={copy.practiceEmptyTitle} description={copy.practiceEmpty} />
          ) : (
            <ul className={`${page.grid} ${styles.list}`}>
              {data.items.map((item) => (
                <li key={item.id} className={styles.card} data-practice={item.status}>
                  <p className={styles.mode}>{practiceStatuses[item.status].bn}</p>
                  <h3 className={styles.cardTitle}>
                    <a href={`/practice/${item.id}`} className={styles.cardLink}>
                      {copy.practiceRange(
                        item.surah_name,
                        formatNumber(item.ayah_from),
                        formatNumber(item.ayah_to),
                      )}
                      <span className={styles.hidden}> — </span>
                      <span className={styles.batchName}>
                        {item.course_title} — {item.batch_name}
                      </span>
                    </a>
                  </h3>
                  <dl className={styles.facts}>
                    {item.focus ? <Fact term={copy.practiceFocus}>{item.focus}</Fact> : null}
                    {item.due_at ? <Fact term={copy.practiceDue}>{formatDateTime(item.due_at)}</Fact> : null}
                    {item.score !== null ? (
                      <Fact term={copy.practiceScore}>{`${formatNumber(item.score)} / ১০০`}</Fact>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ul>
          )
        }
      </ReadView>
    </section>
  );
}
