'use client';

import { formatDateTime, hifzTierWords } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { useRead } from '~/lib/reads/use-read';
import styles from '../console.module.css';
import { ConsolePager, StatusFilter } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';

const copy = consoleBn.practice;
type QueueStatus = 'submitted' | 'reviewed';
type QueueKind = 'hifz' | 'practice';

/** The kind the page was opened with (`?kind=hifz`: the queue of the learners' days of memorisation). */
function kindOfAddress(): QueueKind | '' {
  const kind = new URLSearchParams(window.location.search).get('kind');
  return kind === 'hifz' || kind === 'practice' ? kind : '';
}

/**
 * The review queue (`GET /api/v3/admin/practices`): the practices of the teacher's batches (an admin's:
 * every batch) waiting for review, oldest sent first — or the reviewed ones, newest first — each
 * opening its review at `/console/practice/{id}`.
 */
export function PracticeQueue() {
  const access = useConsole('/console/practice', ['admin', 'teacher']);
  const [status, setStatus] = useState<QueueStatus>('submitted');
  const [kind, setKind] = useState<QueueKind | ''>(kindOfAddress);
  const [page, setPage] = useState(1);
  const practices = useRead(
    `console-practices:${status}:${kind}:${page}`,
    withAdmin(access, (admin) =>
      unwrap(
        admin.GET('/practices', {
          params: { query: { status, page, limit: 20, ...(kind === '' ? {} : { kind }) } },
        }),
      ),
    ),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="24rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;
  return (
    <>
      <StatusFilter<QueueStatus>
        label={copy.statusFilter}
        all={copy.waiting}
        value={status === 'submitted' ? '' : status}
        options={[{ value: 'reviewed', label: copy.reviewed }]}
        onChange={(value) => {
          setStatus(value === 'reviewed' ? 'reviewed' : 'submitted');
          setPage(1);
        }}
      />
      <StatusFilter<QueueKind>
        label={copy.kindFilter}
        all={copy.kindAll}
        value={kind}
        options={[
          { value: 'hifz', label: copy.kindHifz },
          { value: 'practice', label: copy.kindPractice },
        ]}
        onChange={(value) => {
          setKind(value);
          setPage(1);
        }}
      />
      <ReadView state={practices}>
        {(data) => (
          <>
            <p>
              {data.total === 0
                ? status === 'submitted'
                  ? copy.empty
                  : copy.emptyReviewed
                : copy.count(data.total)}
            </p>
            <ol className={styles.plainList}>
              {data.items.map((item) => {
                const range = copy.range(item.surah_name, item.ayah_from, item.ayah_to);
                return (
                  <li key={item.practice_id} className={styles.card}>
                    <h2>
                      <a
                        href={`/console/practice/${item.practice_id}`}
                        aria-label={copy.openLabel(item.learner.name, range)}
                      >
                        {item.learner.name} — {range}
                      </a>
                    </h2>
                    <p className={styles.muted}>
                      {item.hifz_tier ? `${copy.kindHifz} (${hifzTierWords[item.hifz_tier].bn}) · ` : ''}
                      {item.batch_name} · {copy.round(item.round)}
                      {item.submitted_at ? ` · ${copy.sent(formatDateTime(item.submitted_at))}` : ''}
                      {item.reviewed_at ? ` · ${copy.reviewedAt(formatDateTime(item.reviewed_at))}` : ''}
                      {item.score !== null ? ` · ${copy.score(item.score)}` : ''}
                    </p>
                  </li>
                );
              })}
            </ol>
            <ConsolePager
              page={data.page}
              limit={data.limit}
              total={data.total}
              previous={copy.previous}
              next={copy.next}
              onPage={setPage}
            />
          </>
        )}
      </ReadView>
    </>
  );
}
