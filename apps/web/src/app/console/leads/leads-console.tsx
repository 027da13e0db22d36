'use client';

import { formatDateTime } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { Button, DataTable, type DataTableColumn } from '@tilawat/ui';
import { useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../console.module.css';
import { StatusFilter } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { type ConsoleAccess, useConsole, withAdmin } from '../use-console';

type Lead = AdminSchemas['AdminLead'];
type Status = Lead['status'];
const copy = consoleBn.leads;
const statuses = Object.keys(copy.statuses) as Status[];

/** One request's outcome: its status and note, saved together (`PATCH /api/v3/admin/leads/{id}`). */
function LeadOutcome({
  lead,
  admin,
  onSaved,
}: {
  lead: Lead;
  admin: Extract<ConsoleAccess, { status: 'ready' }>['admin'];
  onSaved: (said: string) => void;
}) {
  const [status, setStatus] = useState<Status>(lead.status);
  const [note, setNote] = useState(lead.note ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const save = async () => {
    setBusy(true);
    setError(null);
    const saved = await load(() =>
      unwrap(admin.PATCH('/leads/{id}', { params: { path: { id: lead.id } }, body: { status, note } })),
    );
    setBusy(false);
    if (!saved.ok) {
      setError(failureMessage(saved));
      return;
    }
    onSaved(copy.saved(lead.name));
  };
  return (
    <div className={styles.outcome}>
      <select
        aria-label={copy.statusLabel(lead.name)}
        value={status}
        onChange={(event) => setStatus(event.target.value as Status)}
      >
        {statuses.map((value) => (
          <option key={value} value={value}>
            {copy.statuses[value]}
          </option>
        ))}
      </select>
      <textarea
        aria-label={copy.noteLabel(lead.name)}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        value={note}
        maxLength={1000}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        variant="secondary"
        loading={busy}
        aria-label={copy.saveLabel(lead.name)}
        onClick={() => void save()}
      >
        {copy.save}
      </Button>
      <FormError id={errorId} message={error} />
    </div>
  );
}

/** The call-back requests: one page of `GET /api/v3/admin/leads` by status, each with its outcome form. */
export function LeadsConsole() {
  const access = useConsole('/console/leads');
  const [status, setStatus] = useState<Status | ''>('new');
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState('');
  const leads = useRead(
    `console-leads:${status}:${page}`,
    withAdmin(access, (admin) =>
      unwrap(admin.GET('/leads', { params: { query: { page, limit: 20, ...(status ? { status } : {}) } } })),
    ),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  const columns: DataTableColumn<Lead>[] = [
    {
      key: 'who',
      header: copy.who,
      cell: (lead) => (
        <>
          <strong>{lead.name}</strong>
          <br />
          <a href={`tel:${lead.phone}`}>{lead.phone}</a>
          {lead.email ? (
            <>
              <br />
              <span className={styles.muted}>{lead.email}</span>
            </>
          ) : null}
          <br />
          <span className={styles.muted}>{formatDateTime(lead.created_at)}</span>
        </>
      ),
    },
    { key: 'course', header: copy.course, cell: (lead) => lead.course?.title ?? '—' },
    {
      key: 'when',
      header: copy.when,
      cell: (lead) => (lead.preferred_time ? copy.times[lead.preferred_time] : copy.anyTime),
    },
    { key: 'message', header: copy.message, cell: (lead) => lead.message ?? '—' },
    {
      key: 'outcome',
      header: copy.status,
      cell: (lead) => (
        <LeadOutcome
          key={`${lead.id}:${lead.updated_at}`}
          lead={lead}
          admin={access.admin}
          onSaved={(text) => {
            setSaid(text);
            invalidateReads('console-leads');
          }}
        />
      ),
    },
  ];

  return (
    <>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <StatusFilter
        label={copy.statusFilter}
        all={copy.all}
        value={status}
        options={statuses.map((value) => ({ value, label: copy.statuses[value] }))}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <ReadView state={leads}>
        {(data) => (
          <DataTable
            caption={`${copy.caption} — ${copy.count(data.total)}`}
            columns={columns}
            rows={data.items}
            rowKey={(lead) => String(lead.id)}
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
