'use client';

import { formatDate } from '@tilawat/domain';
import { expectData, unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Button, ConfirmDialog, DataTable, type DataTableColumn, TextField } from '@tilawat/ui';
import { useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { consoleBn } from '~/copy/console';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { ConsoleForm, onePage, SelectField, useConsoleSubmit } from '../../console-parts';

const copy = consoleBn.certificates;
type Certificate = AdminSchemas['AdminCertificate'];
type Rule = AdminSchemas['CertificateRule'];

/** The rule's form: what it asks, as the fields hold it. */
function ruleValues(rule: Rule) {
  return {
    exams: rule.exams_passed,
    attendance: rule.attendance_percent === null ? '' : String(rule.attendance_percent),
    recitation: rule.final_recitation_id === null ? '' : String(rule.final_recitation_id),
  };
}

function RuleForm({
  admin,
  batchId,
  rule,
  recitations,
  onSaid,
}: {
  admin: TilawatAdmin;
  batchId: number;
  rule: Rule;
  recitations: readonly AdminSchemas['AdminPracticeAssignment'][];
  onSaid: (said: string) => void;
}) {
  const [values, setValues] = useState(() => ruleValues(rule));
  const { busy, errors, formError, submit } = useConsoleSubmit([
    'exams_passed',
    'attendance_percent',
    'final_recitation_id',
  ] as const);
  return (
    <ConsoleForm
      title={copy.ruleTitle}
      level={3}
      submitLabel={copy.save}
      busy={busy}
      formError={formError}
      onSubmit={async () => {
        const saved = await submit(() =>
          unwrap(
            admin.PUT('/batches/{id}/certificate-rule', {
              params: { path: { id: batchId } },
              body: {
                exams_passed: values.exams,
                attendance_percent: values.attendance.trim() === '' ? null : Number(values.attendance),
                final_recitation_id: values.recitation === '' ? null : Number(values.recitation),
              },
            }),
          ),
        );
        if (saved) {
          onSaid(saved.active ? copy.saved : copy.removed);
          invalidateReads('console-certificate-rule');
        }
      }}
    >
      <p className={`${styles.muted} ${styles.wide}`}>{copy.ruleIntro}</p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.exams}
          onChange={(event) => setValues((now) => ({ ...now, exams: event.target.checked }))}
        />
        {copy.examsPassed(rule.exams_count)}
      </label>
      <TextField
        label={copy.attendance(rule.classes_count)}
        optional
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={values.attendance}
        onValueChange={(attendance) => setValues((now) => ({ ...now, attendance }))}
        error={errors.attendance_percent}
      />
      <SelectField
        label={copy.finalRecitation}
        optional
        value={values.recitation}
        error={errors.final_recitation_id}
        onChange={(recitation) => setValues((now) => ({ ...now, recitation }))}
        options={[
          { value: '', label: copy.noRecitation },
          ...recitations
            .filter((assignment) => assignment.learner === null)
            .map((assignment) => ({
              value: String(assignment.id),
              label: consoleBn.practice.range(
                assignment.surah_name,
                assignment.ayah_from,
                assignment.ayah_to,
              ),
            })),
        ]}
      />
    </ConsoleForm>
  );
}

/** Saves a file the browser fetched (the console's calls carry the token, so a plain link cannot). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The batch's results as CSV or XLSX (`GET /batches/{id}/gradebook`). */
function GradebookExport({ admin, batchId }: { admin: TilawatAdmin; batchId: number }) {
  const headingId = useId();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    setFailed(null);
    // a failure still answers JSON (the client throws it, with its Bengali msg); a success is the file
    const done = await load(() =>
      expectData(
        admin.GET('/batches/{id}/gradebook', {
          params: { path: { id: batchId }, query: { format } },
          parseAs: 'blob',
        }),
      ),
    );
    setBusy(null);
    if (!done.ok) {
      setFailed(done.status > 0 ? failureMessage(done) : copy.exportFailed);
      return;
    }
    saveFile(done.data, `gradebook-batch-${batchId}.${format}`);
  };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.exportTitle}</h3>
      <p className={styles.muted}>{copy.exportIntro}</p>
      <div className={styles.actions}>
        <Button variant="secondary" loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
          {copy.exportXlsx}
        </Button>
        <Button variant="secondary" loading={busy === 'csv'} onClick={() => void download('csv')}>
          {copy.exportCsv}
        </Button>
      </div>
      <FormError message={failed} />
    </section>
  );
}

/**
 * A batch's certificates (issue 40): its completion rule (`PUT /batches/{id}/certificate-rule`), and the
 * certificates issued — by the rule or by hand — each revocable with a reason, behind a confirmation.
 * Certificates are issued by hand from a learner's page, beside their enrollment. The batch's results (its
 * gradebook) download here as CSV or XLSX.
 */
export function BatchCertificates({
  admin,
  client,
  batchId,
  onSaid,
}: {
  admin: TilawatAdmin;
  client: BrowserClient;
  batchId: number;
  onSaid: (said: string) => void;
}) {
  const headingId = useId();
  const rule = useRead(
    `console-certificate-rule:${batchId}`,
    withClient(client, () =>
      unwrap(admin.GET('/batches/{id}/certificate-rule', { params: { path: { id: batchId } } })),
    ),
  );
  const recitations = useRead(
    `console-practice-assignments:${batchId}`,
    withClient(client, () =>
      unwrap(admin.GET('/batches/{id}/practice-assignments', { params: { path: { id: batchId } } })),
    ),
  );
  const list = useRead(
    `console-certificates:${batchId}`,
    withClient(client, () =>
      unwrap(admin.GET('/batches/{id}/certificates', { params: { path: { id: batchId } } })),
    ),
  );
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const revoke = async (certificate: Certificate) => {
    setBusy(true);
    setDialogError(null);
    const done = await load(() =>
      unwrap(
        admin.POST('/certificates/{code}/revoke', {
          params: { path: { code: certificate.code } },
          body: { reason: reason.trim() },
        }),
      ),
    );
    setBusy(false);
    if (!done.ok) {
      setDialogError(failureMessage(done));
      return;
    }
    setRevoking(null);
    setReason('');
    onSaid(copy.revoked(certificate.learner_name));
    invalidateReads('console-certificates');
  };

  const columns: DataTableColumn<Certificate>[] = [
    { key: 'learner', header: copy.learner, cell: (row) => row.learner_name },
    {
      key: 'code',
      header: copy.code,
      cell: (row) => (
        <a href={`/certificate/${row.code}`} lang="en">
          {row.code}
        </a>
      ),
    },
    {
      key: 'issued',
      header: copy.issued,
      cell: (row) => `${formatDate(row.issued_at)} · ${copy.issuedBy[row.issued_by]}`,
    },
    {
      key: 'state',
      header: copy.state,
      cell: (row) =>
        row.revoked_at ? copy.revokedLine(formatDate(row.revoked_at), row.revoke_reason) : copy.states.valid,
    },
    {
      key: 'revoke',
      header: copy.revoke,
      cell: (row) =>
        row.status === 'valid' ? (
          <Button
            variant="secondary"
            aria-label={copy.revokeLabel(row.learner_name, row.code)}
            onClick={() => {
              if (reason.trim().length < 3) {
                setReasonError(copy.reasonNeeded);
                return;
              }
              setReasonError(undefined);
              setDialogError(null);
              setRevoking(row);
            }}
          >
            {copy.revoke}
          </Button>
        ) : null,
    },
  ];

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.title}</h2>
      {rule.status === 'ready' && recitations.status === 'ready' ? (
        <RuleForm
          key={JSON.stringify(rule.data)}
          admin={admin}
          batchId={batchId}
          rule={rule.data}
          recitations={recitations.data}
          onSaid={onSaid}
        />
      ) : null}
      <GradebookExport admin={admin} batchId={batchId} />
      <h3>{copy.listTitle}</h3>
      {list.status === 'ready' ? (
        <>
          <div className={styles.filters}>
            <TextField
              label={copy.reason}
              value={reason}
              onValueChange={setReason}
              error={reasonError}
              maxLength={300}
            />
          </div>
          <DataTable
            caption={copy.caption}
            columns={columns}
            rows={list.data}
            rowKey={(row) => row.code}
            {...onePage(list.data.length)}
            empty={copy.none}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={revoking ? copy.revokeTitle(revoking.learner_name) : ''}
        description={copy.revokeText(reason.trim())}
        confirmLabel={copy.revokeConfirm}
        busy={busy}
        error={dialogError}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
      />
    </section>
  );
}
