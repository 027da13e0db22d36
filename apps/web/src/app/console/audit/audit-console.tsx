'use client';

import { formatDateTime } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { DataTable, type DataTableColumn } from '@tilawat/ui';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { useRead } from '~/lib/reads/use-read';
import styles from '../console.module.css';
import { PersonCell } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';

type Entry = AdminSchemas['AuditEntry'];
const copy = consoleBn.audit;

/** A recorded record's fields, `status: wait-send`, in one line. */
const fields = (record: Entry['before']) =>
  record
    ? Object.entries(record)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ')
    : '—';

const columns: DataTableColumn<Entry>[] = [
  { key: 'at', header: copy.at, cell: (entry) => formatDateTime(entry.at) },
  {
    key: 'actor',
    header: copy.actor,
    cell: (entry) => <PersonCell person={entry.actor} />,
  },
  { key: 'action', header: copy.action, cell: (entry) => copy.actions[entry.action] },
  { key: 'target', header: copy.target, cell: (entry) => <code>{entry.target}</code> },
  {
    key: 'change',
    header: copy.change,
    cell: (entry) => (
      <>
        <span className={styles.muted}>{fields(entry.before)}</span>
        <br />→ {fields(entry.after)}
      </>
    ),
  },
];

/** One page of `GET /api/v3/admin/audit`, newest first. */
export function AuditConsole() {
  const access = useConsole('/console/audit');
  const [page, setPage] = useState(1);
  const log = useRead(
    `console-audit:${page}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/audit', { params: { query: { page, limit: 20 } } }))),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;
  return (
    <ReadView state={log}>
      {(data) => (
        <DataTable
          caption={copy.caption}
          columns={columns}
          rows={data.items}
          rowKey={(entry) => entry.id}
          page={data.page}
          limit={data.limit}
          total={data.total}
          onPageChange={setPage}
          empty={copy.empty}
        />
      )}
    </ReadView>
  );
}
