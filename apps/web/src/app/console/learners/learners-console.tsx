'use client';

import { formatDate } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { DataTable, type DataTableColumn, TextField } from '@tilawat/ui';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { useRead } from '~/lib/reads/use-read';
import styles from '../console.module.css';
import { PersonCell } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';

type LearnerRow = AdminSchemas['AdminLearner'];
const copy = consoleBn.learners;

/** The learners, found on the server by phone (however written), e-mail or name; each opens whole. */
export function LearnersConsole() {
  const access = useConsole('/console/learners');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const learners = useRead(
    `console-learners:${q.trim()}:${page}`,
    withAdmin(access, (admin) =>
      unwrap(
        admin.GET('/learners', {
          params: { query: { page, limit: 20, ...(q.trim() ? { q: q.trim() } : {}) } },
        }),
      ),
    ),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  const columns: DataTableColumn<LearnerRow>[] = [
    { key: 'who', header: copy.who, cell: (learner) => <PersonCell person={learner} /> },
    { key: 'joined', header: copy.joined, cell: (learner) => formatDate(learner.joined_at) },
    { key: 'verified', header: copy.verified, cell: (learner) => (learner.verified ? copy.yes : copy.no) },
    { key: 'batches', header: copy.batches, cell: (learner) => copy.batchesOf(learner.enrollments_count) },
    {
      key: 'open',
      header: copy.open,
      cell: (learner) => (
        <a href={`/console/learners/${learner.id}`} aria-label={copy.openLabel(learner.name)}>
          {copy.open}
        </a>
      ),
    },
  ];
  return (
    <>
      <div className={styles.filters}>
        <TextField
          label={copy.search}
          type="search"
          value={q}
          onValueChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </div>
      <ReadView state={learners}>
        {(data) => (
          <DataTable
            caption={`${copy.caption} — ${copy.count(data.total)}`}
            columns={columns}
            rows={data.items}
            rowKey={(learner) => learner.id}
            page={data.page}
            limit={data.limit}
            total={data.total}
            onPageChange={setPage}
            empty={copy.empty}
          />
        )}
      </ReadView>
    </>
  );
}
